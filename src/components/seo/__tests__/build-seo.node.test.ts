import { absoluteUrl, buildSeo, type SeoSite } from "../build-seo";

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

// Each route's title, description, canonical and JSON-LD are tested in the browser (e2e/routes.spec.ts),
// a preview's noindex with its configuration (src/environment/__tests__/deploy-preview.test.tsx); here, what shares a link.
describe("buildSeo", () => {
  it("gives a shared link the page's title, description and address, an absolute image and a large card", () => {
    const seo = buildSeo({ title: "Prosjekter", description: "Våre prosjekter.", path: "/prosjekter" }, site);
    expect(metaContent(seo.meta, "og:title")).toBe("Prosjekter | Fjellsyn Media");
    expect(metaContent(seo.meta, "og:url")).toBe("https://www.fjellsynmedia.no/prosjekter");
    expect(metaContent(seo.meta, "twitter:description")).toBe("Våre prosjekter.");
    expect(metaContent(seo.meta, "og:image")).toBe("https://www.fjellsynmedia.no/static/og.jpg");
    expect(metaContent(seo.meta, "og:image:width")).toBe("1200");
    expect(metaContent(seo.meta, "twitter:card")).toBe("summary_large_image");
  });

  it("leaves absolute URLs alone and joins paths without double slashes", () => {
    expect(absoluteUrl("https://a.no/", "/b")).toBe("https://a.no/b");
    expect(absoluteUrl("https://a.no", "https://c.no/d")).toBe("https://c.no/d");
  });
});
