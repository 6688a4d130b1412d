import * as React from "react";
import { ConsentBanner } from "../../consent/consent-banner";
import { useSiteIdentity } from "../../hooks/use-site-identity";
import { LazyToaster } from "../forms/lazy";
import { ErrorBoundary } from "./error-boundary";
import { Footer } from "./footer";
import { PageFrame } from "./page-frame";

export { MAIN_ID } from "./page-frame";

export function Layout({ children, pathname }: { children: React.ReactNode; pathname: string }): React.ReactElement {
  const site = useSiteIdentity();
  return (
    <PageFrame
      siteName={site.name}
      pathname={pathname}
      isPreview={site.isPreview}
      after={
        <>
          <Footer site={site} />
          <LazyToaster />
          <ConsentBanner />
        </>
      }
    >
      <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
    </PageFrame>
  );
}
