import { anchors, homeAnchor, staticPaths } from "../../content-model/routes";

/** The header's navigation, in the seed's order; the Kontakt button follows separately. */
export const navItems = [
  { label: "Tjenester", to: homeAnchor(anchors.services) },
  { label: "Om oss", to: homeAnchor(anchors.about) },
  { label: "Prosjekter", to: staticPaths.projects },
] as const;

export const contactNavItem = { label: "Kontakt", to: staticPaths.contact } as const;
