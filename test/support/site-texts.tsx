// The site's short texts around a component, as the layout provides them (src/components/layout/wrap.tsx).
import * as React from "react";
import { SiteTextsProvider, type SiteTexts } from "../../src/hooks/use-site-texts";
import { consent, errorPage, ui } from "./site-content";

export const siteTexts: SiteTexts = { ui, consent, errorPage };

export function WithSiteTexts({ children }: { children: React.ReactNode }) {
  return <SiteTextsProvider texts={siteTexts}>{children}</SiteTextsProvider>;
}
