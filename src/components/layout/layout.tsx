import * as React from "react";
import { ConsentBanner } from "../../consent/consent-banner";
import { useSiteIdentity } from "../../hooks/use-site-identity";
import { LazyToaster } from "../forms/lazy";
import { ErrorBoundary } from "./error-boundary";
import { Footer } from "./footer";
import { PageFrame } from "./page-frame";

export { MAIN_ID } from "./page-frame";

// The page's content and the footer each sit in a Suspense boundary so that React 18 hydrates them
// after the header, in short slices it can interrupt, instead of in one long task; a click or key
// press inside a part not yet hydrated makes React hydrate that part first and then handle it.
export function Layout({ children, pathname }: { children: React.ReactNode; pathname: string }): React.ReactElement {
  const site = useSiteIdentity();
  return (
    <PageFrame
      siteName={site.name}
      pathname={pathname}
      isPreview={site.isPreview}
      after={
        <>
          <React.Suspense>
            <Footer site={site} />
          </React.Suspense>
          <LazyToaster />
          <ConsentBanner />
        </>
      }
    >
      <ErrorBoundary resetKey={pathname}>
        <React.Suspense>{children}</React.Suspense>
      </ErrorBoundary>
    </PageFrame>
  );
}
