// Every generated route is built here, so links and gatsby-node agree.
export const servicePath = (slug: string): string => `/tjenester/${slug}`;
export const projectPath = (slug: string): string => `/case-study/${slug}`;
export const aboutPath = (slug: string): string => `/om-${slug}`;

export const staticPaths = {
  home: "/",
  projects: "/prosjekter",
  contact: "/kontakt",
  privacy: "/personvern",
} as const;

export const anchors = {
  services: "tjenester",
  about: "om",
  contact: "kontakt",
} as const;

export const homeAnchor = (id: (typeof anchors)[keyof typeof anchors]): string => `/#${id}`;

/** The site's icon (tab, home screen), which no entry names: gatsby-config and the editor's page use it. */
export const SITE_ICON = "content/images/icon.png";
