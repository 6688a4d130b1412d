import * as React from "react";
import { ConsentBanner } from "../../consent/consent-banner";
import { useSiteIdentity } from "../../hooks/use-site-identity";
import { HydrateLater } from "../../hydration/hydrate-later";
import { lazyEnhancement } from "../../hydration/lazy-enhancement";
import { toasterWanted } from "../ui/toaster-request";
import { ErrorBoundary } from "./error-boundary";
import { Footer } from "./footer";
import { Header } from "./header";
import * as styles from "./layout.module.css";

export const MAIN_ID = "innhold";

// Toasts only ever follow a form submission: react-hot-toast loads once a form has hydrated.
const AppToaster = lazyEnhancement("The toaster", () =>
  toasterWanted.then(() => import("../ui/toast")).then((m) => m.AppToaster),
);

export function Layout({ children, pathname }: { children: React.ReactNode; pathname: string }): React.ReactElement {
  const site = useSiteIdentity();
  return (
    <>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        Hopp til innholdet
      </a>
      {/* On the first load each part hydrates in a task of its own: the cookie banner, the
          header, the page's main content (its sections, see Section, follow) and the footer. */}
      <HydrateLater>
        <Header siteName={site.name} pathname={pathname} />
      </HydrateLater>
      <HydrateLater>
        <main className={styles.main} id={MAIN_ID} tabIndex={-1}>
          <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
        </main>
      </HydrateLater>
      <HydrateLater>
        <Footer site={site} />
      </HydrateLater>
      <React.Suspense fallback={null}>
        <AppToaster />
      </React.Suspense>
      <HydrateLater first>
        <ConsentBanner />
      </HydrateLater>
    </>
  );
}
