// Shared by gatsby-browser and gatsby-ssr so both render the same tree.
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import * as React from "react";
import { ConsentBanner } from "./consent-banner";
import { useSiteIdentity } from "../../hooks/use-site-identity";
import { SiteTextsProvider } from "../../hooks/use-site-texts";
import { GlobalStyle } from "../../theme/global-style";
import { Toasts } from "../forms/use-form-enhancement";
import { Keep } from "../ui/enhance";
import { ErrorBoundary } from "./error-boundary";
import { Footer } from "./footer";
import { PageFrame } from "./page-frame";

type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]>;

// The global style sits with the page: in a wrapRootElement it would be outside the plugin's
// StyleSheetManager and miss the server HTML. The layout (and so the style) stays between pages.
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <>
    <GlobalStyle />
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </>
);

// Suspense lets React hydrate the content and the footer after the header in interruptible slices.
// The footer, toaster and banner each have their own boundary: a footer that throws stays as plain
// HTML; a toaster or banner that throws goes (a banner that no longer works would only cover the page).
function Layout({ children, pathname }: { children: React.ReactNode; pathname: string }) {
  // Read above the error boundary, so a page that fails cannot take its fallback's texts with it.
  const site = useSiteIdentity();
  return (
    <SiteTextsProvider texts={site}>
      <PageFrame siteName={site.name} pathname={pathname} isPreview={site.isPreview}>
        <ErrorBoundary resetKey={pathname}>
          <React.Suspense>{children}</React.Suspense>
        </ErrorBoundary>
      </PageFrame>
      <React.Suspense>
        <Keep>
          <Footer site={site} />
        </Keep>
      </React.Suspense>
      <Keep fallback={null}>
        <Toasts />
      </Keep>
      <Keep fallback={null}>
        <ConsentBanner />
      </Keep>
    </SiteTextsProvider>
  );
}
