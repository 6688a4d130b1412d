// What every public route must show: every route with its heading and title, written out on
// purpose (not read from content), so a content change that loses a required route, heading or
// title fails here.
export interface ExpectedRoute {
  path: string;
  h1: string;
  title: string;
}

const suffix = " | Fjellsyn Media";

export const homeTitle = "Fjellsyn Media – Digital markedsføring og strategi";

export const services = [
  { slug: "digital-markedsforing", title: "Digital markedsføring" },
  { slug: "sosiale-medier", title: "Sosiale medier" },
  { slug: "videoproduksjon", title: "Videoproduksjon" },
  { slug: "dronefoto", title: "Dronefoto og -video" },
  { slug: "fotografering", title: "Fotografering" },
  { slug: "strategi-radgivning", title: "Strategi og rådgivning" },
] as const;

export const projects = [
  { slug: "ibka", client: "IBKA", title: "Video og sosiale medier for IBKA" },
  { slug: "bravida", client: "Bravida", title: "Videoer til en lokal Instagram-profil" },
  { slug: "fixano", client: "Fixano", title: "Lansering av håndverkerappen Fixano" },
] as const;

export const routes: ExpectedRoute[] = [
  { path: "/", h1: "Digital markedsføring for din bedrift", title: homeTitle },
  { path: "/om-fjellsyn", h1: "Om Fjellsyn Media", title: `Om Fjellsyn Media${suffix}` },
  { path: "/prosjekter", h1: "Våre prosjekter", title: `Prosjekter${suffix}` },
  { path: "/kontakt", h1: "Ta kontakt", title: `Kontakt${suffix}` },
  { path: "/personvern", h1: "Personvern og informasjonskapsler", title: `Personvern og informasjonskapsler${suffix}` },
  ...projects.map((p) => ({
    path: `/case-study/${p.slug}`,
    h1: p.title,
    title: `${p.title.includes(p.client) ? p.title : `${p.client}: ${p.title}`}${suffix}`,
  })),
  ...services.map((s) => ({ path: `/tjenester/${s.slug}`, h1: s.title, title: `${s.title}${suffix}` })),
];

export const siteUrl = "https://www.fjellsynmedia.no";
