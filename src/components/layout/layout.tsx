import * as React from "react";
import styled from "styled-components";
import { ConsentBanner } from "../../consent/consent-banner";
import { useSiteIdentity } from "../../hooks/use-site-identity";
import { ErrorBoundary } from "./error-boundary";
import { Header } from "./header";
import { theme } from "../../theme/tokens";

export const MAIN_ID = "innhold";

// Below the fold on every page: server-rendered as usual, hydrated when its chunk arrives, so
// its links work at once and its code (icons, tooltips, the signup form) leaves the first load.
const Footer = React.lazy(() => import("./footer").then((m) => ({ default: m.Footer })));

// Toasts only ever follow a form submission, so react-hot-toast leaves the first load too.
const AppToaster = React.lazy(() => import("../ui/toast").then((m) => ({ default: m.AppToaster })));

export function Layout({ children, pathname }: { children: React.ReactNode; pathname: string }): React.ReactElement {
  const site = useSiteIdentity();
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>Hopp til innholdet</SkipLink>
      <Header siteName={site.name} pathname={pathname} />
      <Main id={MAIN_ID} tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
      </Main>
      <React.Suspense fallback={null}>
        <Footer site={site} />
      </React.Suspense>
      <React.Suspense fallback={null}>
        <AppToaster />
      </React.Suspense>
      <ConsentBanner />
    </>
  );
}

const SkipLink = styled.a`
  position: fixed;
  top: ${theme.space.xs};
  left: ${theme.space.xs};
  z-index: ${theme.zIndices.skipLink};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.fjordDeep};
  color: ${theme.colors.white};
  font-weight: ${theme.fontWeights.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const Main = styled.main`
  display: block;
  padding-top: ${theme.sizes.headerHeight};
  min-height: 60vh;

  &:focus {
    outline: none;
  }
`;
