import * as React from "react";
import { ConsentBanner } from "../../consent/consent-banner";
import { useSiteIdentity } from "../../hooks/use-site-identity";
import { ErrorBoundary } from "./error-boundary";
import { Header } from "./header";
import * as styles from "./layout.module.css";

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
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        Hopp til innholdet
      </a>
      <Header siteName={site.name} pathname={pathname} />
      <main className={styles.main} id={MAIN_ID} tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
      </main>
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
