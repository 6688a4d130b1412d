// The cookie banner and the footer button that brings it back.
import { Link } from "gatsby";
import { X } from "lucide-react";
import * as React from "react";
import { Button } from "../components/ui/button";
import { staticPaths } from "../content-model/routes";
import { consentStore, type ConsentChoice } from "./consent-store";
import { useConsent } from "./use-consent";
import { useHydrated } from "../hooks/use-hydrated";
import { cx } from "../theme/class-names";
import * as iconTarget from "../components/ui/icon-target.module.css";
import * as styles from "./consent-banner.module.css";

/**
 * A non-modal region fixed to the bottom of the viewport: it overlays the page without
 * reserving space, so it shifts nothing, and it leaves focus alone unless the visitor
 * reopened it on purpose.
 */
export function ConsentBanner(): React.ReactElement | null {
  const { bannerOpen, reopened } = useConsent();
  // While hydrating, the banner matches the server's hidden copy (see CONSENT_PENDING_SCRIPT:
  // it is revealed before the first paint when no choice is stored); afterwards React decides.
  const prerendering = !useHydrated();
  const headingId = React.useId();
  const panelRef = React.useRef<HTMLElement>(null);
  const returnFocusTo = React.useRef<HTMLElement | null>(null);

  React.useEffect(() => {
    if (!bannerOpen || !reopened) return;
    // Reopened from the settings button: take the visitor there, and back after choosing.
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
  }, [bannerOpen, reopened]);

  if (!bannerOpen && !prerendering) return null;

  const choose = (choice: ConsentChoice) => () => {
    const back = returnFocusTo.current;
    returnFocusTo.current = null;
    consentStore.choose(choice);
    if (back?.isConnected) back.focus();
  };

  return (
    <section
      ref={panelRef}
      className={styles.panel}
      aria-labelledby={headingId}
      tabIndex={-1}
      data-prerendered={prerendering ? "" : undefined}
      data-reopened={reopened ? "" : undefined}
    >
      <div className={styles.copy}>
        <h2 id={headingId} className={styles.heading}>
          Vi bruker informasjonskapsler
        </h2>
        <p className={styles.text}>
          Med ditt samtykke bruker vi Google Tag Manager og Google Analytics til å se hvordan nettstedet brukes, slik at
          vi kan gjøre det bedre. Du kan endre valget ditt når som helst nederst på siden.{" "}
          <Link to={staticPaths.privacy} className={styles.textLink}>
            Les mer om personvern
          </Link>
        </p>
      </div>
      <div className={styles.actions}>
        {/* Equal weight on purpose: saying no must be as easy as saying yes. */}
        <Button type="button" variant="secondary" onClick={choose("accepted")}>
          Godta
        </Button>
        <Button type="button" variant="secondary" onClick={choose("declined")}>
          Avslå
        </Button>
      </div>
      <button
        type="button"
        className={cx(iconTarget.iconTarget, styles.closeButton)}
        aria-label="Lukk"
        onClick={choose("declined")}
      >
        <X aria-hidden="true" focusable="false" />
      </button>
    </section>
  );
}

/** Footer text button that reopens the banner to change an earlier choice. */
export function ConsentSettingsButton(): React.ReactElement {
  return (
    <button type="button" className={styles.settingsButton} onClick={() => consentStore.reopen()}>
      Innstillinger for informasjonskapsler
    </button>
  );
}
