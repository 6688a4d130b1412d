// The cookie banner and the footer button that brings it back.
import { Link } from "gatsby";
import { X } from "lucide-react";
import * as React from "react";
import styled, { keyframes } from "styled-components";
import { Button } from "../components/ui/button";
import { staticPaths } from "../content-model/routes";
import { consentStore, type ConsentChoice } from "./consent-store";
import { CONSENT_PENDING_ATTRIBUTE } from "./pending";
import { useConsent } from "./use-consent";
import { useHydrated } from "../hooks/use-hydrated";
import { theme } from "../theme/tokens";

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
    <Panel
      ref={panelRef}
      aria-labelledby={headingId}
      tabIndex={-1}
      data-prerendered={prerendering ? "" : undefined}
      data-reopened={reopened ? "" : undefined}
    >
      <Copy>
        <Heading id={headingId}>Vi bruker informasjonskapsler</Heading>
        <Text>
          Med ditt samtykke bruker vi Google Tag Manager og Google Analytics til å se hvordan nettstedet brukes, slik at
          vi kan gjøre det bedre. Du kan endre valget ditt når som helst nederst på siden.{" "}
          <TextLink to={staticPaths.privacy}>Les mer om personvern</TextLink>
        </Text>
      </Copy>
      <Actions>
        {/* Equal weight on purpose: saying no must be as easy as saying yes. */}
        <Button type="button" $variant="secondary" onClick={choose("accepted")}>
          Godta
        </Button>
        <Button type="button" $variant="secondary" onClick={choose("declined")}>
          Avslå
        </Button>
      </Actions>
      <CloseButton type="button" aria-label="Lukk" onClick={choose("declined")}>
        <X aria-hidden="true" focusable="false" />
      </CloseButton>
    </Panel>
  );
}

/** Footer text button that reopens the banner to change an earlier choice. */
export function ConsentSettingsButton(): React.ReactElement {
  return (
    <SettingsButton type="button" onClick={() => consentStore.reopen()}>
      Innstillinger for informasjonskapsler
    </SettingsButton>
  );
}

const rise = keyframes`
  from { opacity: 0; transform: translateY(25%); }
  to { opacity: 1; transform: none; }
`;

const Panel = styled.section`
  position: fixed;
  right: ${theme.space.sm};
  bottom: ${theme.space.sm};
  left: ${theme.space.sm};
  z-index: ${theme.zIndices.banner};
  display: grid;
  gap: ${theme.space.md};
  max-width: ${theme.sizes.container};
  /* Never tall enough to reach the fixed header. */
  max-height: calc(100vh - ${theme.sizes.headerHeight} - ${theme.space.xl});
  margin-inline: auto;
  overflow-y: auto;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.fjord};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.fjordDeep};
  color: ${theme.colors.onDark};
  box-shadow: ${theme.shadows.raised};

  &:focus:not(:focus-visible) {
    outline: none;
  }

  /* Server-rendered copy: shown only when the head script found no stored choice. */
  &[data-prerendered] {
    display: none;
  }

  html[${CONSENT_PENDING_ATTRIBUTE}] &[data-prerendered] {
    display: grid;
  }

  /* Only when reopened: on a first visit the banner is there from the first paint, and fading
     it in from opacity 0 would only hold back the Largest Contentful Paint. */
  @media (prefers-reduced-motion: no-preference) {
    &[data-reopened] {
      animation: ${rise} ${theme.durations.base} ease-out;
    }
  }

  ${theme.media.md} {
    grid-template-columns: 1fr auto;
    align-items: end;
    gap: ${theme.space.xl};
    right: ${theme.space.lg};
    bottom: ${theme.space.lg};
    left: ${theme.space.lg};
  }
`;

const Copy = styled.div`
  min-width: 0;
`;

const Heading = styled.h2`
  /* Room for the close button in the corner. */
  padding-right: ${theme.sizes.touchTarget};
  margin-bottom: ${theme.space.xs};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.onDark};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.onDark};
`;

const TextLink = styled(Link)`
  color: ${theme.colors.onDark};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: underline;
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};

  > * {
    flex: 1 1 0;
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${theme.space.xs};
  right: ${theme.space.xs};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.touchTarget};
  height: ${theme.sizes.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.onDark};
  cursor: pointer;
  transition: background-color ${theme.durations.fast};

  &:hover {
    background: ${theme.colors.fjord};
  }
`;

const SettingsButton = styled.button`
  padding: ${theme.space.xxs} 0;
  border: 0;
  background: none;
  color: ${theme.colors.onDarkMuted};
  font-size: inherit;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:hover {
    color: ${theme.colors.onDark};
  }
`;
