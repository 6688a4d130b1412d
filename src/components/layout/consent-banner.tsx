// The cookie banner and the footer button that brings it back.
import { Link } from "gatsby";
import { X } from "lucide-react";
import * as React from "react";
import styled, { keyframes } from "styled-components";
import { Button } from "../ui/button";
import { iconTarget } from "../ui/icon-target";
import { staticPaths } from "../../content-model/routes";
import { consentStore, type ConsentChoice } from "../../consent/consent-store";
import { CONSENT_PENDING_ATTRIBUTE } from "../../consent/pending";
import { useConsent } from "../../consent/use-consent";
import { useSiteTexts } from "../../hooks/use-site-texts";
import {
  colors,
  durations,
  fontSizes,
  fontWeights,
  media,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
} from "../../theme/tokens";

const rise = keyframes`
  from {
    opacity: 0;
    transform: translateY(25%);
  }
`;

const Panel = styled.section`
  position: fixed;
  right: ${space.sm};
  bottom: ${space.sm};
  left: ${space.sm};
  z-index: ${zIndices.banner};
  display: grid;
  gap: ${space.md};
  max-width: ${sizes.container};
  /* Never tall enough to reach the fixed header. */
  max-height: calc(100vh - ${sizes.headerHeight} - ${space.xl});
  margin-inline: auto;
  overflow-y: auto;
  padding: ${space.lg};
  border: 1px solid ${colors.fjord};
  border-radius: ${radii.md};
  background: ${colors.fjordDeep};
  color: ${colors.onDark};
  box-shadow: ${shadows.raised};

  &:focus:not(:focus-visible) {
    outline: none;
  }

  /* The server's copy, for a first visit: shown before the first paint only when the head script
     (CONSENT_PENDING_SCRIPT) found no stored choice, so it never pops in after hydration. */
  html:not([${CONSENT_PENDING_ATTRIBUTE}]) &[data-prerendered] {
    display: none;
  }

  /* Only when reopened on purpose: a first visit's banner should simply be there. */
  ${media.motionAllowed} {
    &[data-reopened] {
      animation: ${rise} ${durations.base} ease-out;
    }
  }

  h2 {
    /* Room for the close button in the corner. */
    padding-right: ${sizes.touchTarget};
    margin-bottom: ${space.xs};
    font-size: ${fontSizes.lg};
  }

  p {
    margin: 0;
    font-size: ${fontSizes.sm};
  }

  p a {
    font-weight: ${fontWeights.semibold};
    text-decoration: underline;
    white-space: nowrap;
  }

  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
    gap: ${space.xl};
    right: ${space.lg};
    bottom: ${space.lg};
    left: ${space.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};

  > * {
    flex: 1 1 0;
  }
`;

const CloseButton = styled.button`
  ${iconTarget}
  position: absolute;
  top: ${space.xs};
  right: ${space.xs};
  padding: 0;
  border: 0;
  border-radius: ${radii.pill};
  background: transparent;
  cursor: pointer;
  transition: background-color ${durations.fast};

  &:hover {
    background: ${colors.fjord};
  }
`;

const SettingsButton = styled.button`
  padding: ${space.xxs} 0;
  border: 0;
  background: none;
  color: ${colors.onDarkMuted};
  font-size: inherit;
  text-align: start;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:hover {
    color: ${colors.onDark};
  }
`;

/**
 * A non-modal region over the bottom of the page (it shifts nothing) that takes focus only when
 * reopened. Every page's HTML has it, shown by CSS only without a stored choice, until hydration.
 */
export function ConsentBanner() {
  const { consent: texts } = useSiteTexts();
  const consent = useConsent();
  const { bannerOpen, reopened } = consent;
  // On the server and while hydrating the banner is rendered for CSS to show or hide.
  const hydrated = consent !== consentStore.getServerSnapshot();
  const headingId = React.useId();
  const panelRef = React.useRef<HTMLElement>(null);
  const returnFocusTo = React.useRef<HTMLElement | null>(null);

  React.useEffect(() => {
    if (!bannerOpen || !reopened) return;
    // Reopened from the settings button: take the visitor there, and back after choosing.
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
  }, [bannerOpen, reopened]);

  if (hydrated && !bannerOpen) return null;

  const choose = (choice: ConsentChoice) => () => {
    const back = returnFocusTo.current;
    returnFocusTo.current = null;
    consentStore.choose(choice);
    if (back?.isConnected) back.focus();
  };

  return (
    <Panel
      ref={panelRef}
      aria-labelledby={headingId}
      tabIndex={-1}
      data-reopened={reopened ? "" : undefined}
      data-prerendered={hydrated ? undefined : ""}
    >
      <div style={{ minWidth: 0 }}>
        <h2 id={headingId}>{texts.heading}</h2>
        <p>
          {texts.text} <Link to={staticPaths.privacy}>{texts.privacyLink}</Link>
        </p>
      </div>
      <Actions>
        {/* Equal weight on purpose: saying no must be as easy as saying yes. */}
        <Button type="button" $variant="secondary" onClick={choose("accepted")}>
          {texts.accept}
        </Button>
        <Button type="button" $variant="secondary" onClick={choose("declined")}>
          {texts.decline}
        </Button>
      </Actions>
      <CloseButton type="button" aria-label={texts.close} onClick={choose("declined")}>
        <X aria-hidden="true" focusable="false" />
      </CloseButton>
    </Panel>
  );
}

/** Footer text button that reopens the banner to change an earlier choice. */
export function ConsentSettingsButton() {
  const { consent } = useSiteTexts();
  return (
    <SettingsButton type="button" onClick={() => consentStore.reopen()}>
      {consent.settings}
    </SettingsButton>
  );
}
