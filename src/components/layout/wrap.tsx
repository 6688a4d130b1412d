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

// The global style sits with the page, not in a wrapRootElement: the site's root wrapper is the
// outermost one, outside gatsby-plugin-styled-components' collecting StyleSheetManager, so a
// GlobalStyle there never reaches the server HTML (the reset would come with hydration and move
// the page).
// The layout is not remounted between pages, so neither is the global style.
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <>
    <GlobalStyle />
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </>
);

// The page's content and the footer each sit in a Suspense boundary so that React 18 hydrates them
// after the header, in short slices it can interrupt, instead of in one long task; a click or key
// press inside a part not yet hydrated makes React hydrate that part first and then handle it.
// The footer, the toaster and the banner each sit in an error boundary of their own, so none of
// them can take the page down: a footer that throws stays as it was, as plain HTML; a toaster or a
// banner that throws goes (a banner whose buttons no longer work would only cover the page).
function Layout({ children, pathname }: { children: React.ReactNode; pathname: string }) {
  const site = useSiteIdentity();
  // Read here, above the error boundary, so a page that fails cannot take its fallback's texts with it.
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
