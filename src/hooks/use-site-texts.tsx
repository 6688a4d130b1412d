// The short texts shared UI pieces show (menu, video, cards, banner, error fallback), from content/site.json.
// A context rather than props: the same pieces render inside the site's layout, which reads the
// texts with its static query, and inside the editor's preview, which reads the site entry.
import * as React from "react";

type Identity = NonNullable<Queries.SiteIdentityQuery["siteIdentity"]>;

export type SiteTexts = Pick<Identity, "ui" | "consent" | "errorPage">;

const SiteTextsContext = React.createContext<SiteTexts | null>(null);

export function SiteTextsProvider({ texts, children }: { texts: SiteTexts; children: React.ReactNode }) {
  return <SiteTextsContext.Provider value={texts}>{children}</SiteTextsContext.Provider>;
}

export function useSiteTexts(): SiteTexts {
  const texts = React.useContext(SiteTextsContext);
  if (!texts)
    throw new Error("useSiteTexts needs a SiteTextsProvider above it (the layout or the editor's preview frame)");
  return texts;
}
