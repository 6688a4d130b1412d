import { absoluteUrl, buildSeo, organizationJsonLd, serviceJsonLd, type SeoSite } from "../build-seo";

const site: SeoSite = {
  name: "Fjellsyn Media",
  title: "Fjellsyn Media – Digital markedsføring og strategi",
  description: "Standardbeskrivelse.",
  siteUrl: "https://www.fjellsynmedia.no",
  email: "post@fjellsynmedia.no",
  phone: "+47 912 34 567",
  founded: 2025,
  location: "Norge",
  social: [{ url: "https://www.instagram.com/fjellsynmedia" }],
  ogImage: { src: "/static/og.jpg", width: 1200, height: 630 },
};

const metaContent = (meta: ReturnType<typeof buildSeo>["meta"], key: string) =>
  meta.find((tag) => tag.name === key || tag.property === key)?.content;

describe("buildSeo", () => {
  it("gives the home page the site title, the default description and a canonical at the root", () => {
    const seo = buildSeo({ path: "/" }, site);
    expect(seo.title).toBe("Fjellsyn Media – Digital markedsføring og strategi");
    expect(seo.description).toBe("Standardbeskrivelse.");
    expect(seo.canonical).toBe("https://www.fjellsynmedia.no/");
  });

  it("suffixes a page title with the agency name and builds the canonical from the path", () => {
    const seo = buildSeo({ title: "Prosjekter", description: "Våre prosjekter.", path: "/prosjekter" }, site);
    expect(seo.title).toBe("Prosjekter | Fjellsyn Media");
    expect(seo.canonical).toBe("https://www.fjellsynmedia.no/prosjekter");
    expect(metaContent(seo.meta, "og:title")).toBe("Prosjekter | Fjellsyn Media");
    expect(metaContent(seo.meta, "og:url")).toBe("https://www.fjellsynmedia.no/prosjekter");
    expect(metaContent(seo.meta, "twitter:description")).toBe("Våre prosjekter.");
  });

  it("uses an absolute Open Graph image and a large Twitter card", () => {
    const seo = buildSeo({ path: "/" }, site);
    expect(metaContent(seo.meta, "og:image")).toBe("https://www.fjellsynmedia.no/static/og.jpg");
    expect(metaContent(seo.meta, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(seo.meta, "og:image:width")).toBe("1200");
  });

  it("marks a page noindex only when asked", () => {
    expect(metaContent(buildSeo({ path: "/x", noindex: true }, site).meta, "robots")).toBe("noindex, follow");
    expect(metaContent(buildSeo({ path: "/x" }, site).meta, "robots")).toBeUndefined();
  });

  it("marks every page of a deploy preview noindex, once", () => {
    const preview = { ...site, isPreview: true };
    expect(metaContent(buildSeo({ path: "/x" }, preview).meta, "robots")).toBe("noindex");
    const robots = buildSeo({ path: "/x", noindex: true }, preview).meta.filter((tag) => tag.name === "robots");
    expect(robots).toEqual([{ name: "robots", content: "noindex" }]);
  });

  it("describes the agency and its services as schema.org JSON-LD", () => {
    const org = organizationJsonLd(site);
    expect(org).toMatchObject({
      "@type": "ProfessionalService",
      name: "Fjellsyn Media",
      telephone: "+4791234567",
      foundingDate: "2025",
    });
    const service = serviceJsonLd(
      { title: "Dronefoto", metaDescription: "Fra lufta.", path: "/tjenester/dronefoto" },
      site,
    );
    expect(service).toMatchObject({
      "@type": "Service",
      name: "Dronefoto",
      url: "https://www.fjellsynmedia.no/tjenester/dronefoto",
    });
  });

  it("leaves absolute URLs alone and joins paths without double slashes", () => {
    expect(absoluteUrl("https://a.no/", "/b")).toBe("https://a.no/b");
    expect(absoluteUrl("https://a.no", "https://c.no/d")).toBe("https://c.no/d");
  });
});
