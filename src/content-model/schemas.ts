// What a valid content file looks like. Used by gatsby-node to fail the build with a
// message that names the file, the entry and the field a maintainer got wrong, and to declare
// the content's GraphQL types (type-defs.ts): `type` names the GraphQL type of an object or image.
import * as yup from "yup";
import { serviceIconNames } from "./icon-names";
import { listLengths, patterns, privacyBlocks, yearRange } from "./rules";

const text = () => yup.string().trim().required("is required (non-empty text)");
const slug = () => text().matches(patterns.slug, "must use only lower-case a–z, digits and hyphens");
const relativeImage = () =>
  text()
    .matches(patterns.relativeImage, "must be a relative path to an image (.jpg, .png, .webp, .avif)")
    .meta({ type: "File" });
// yup's own url() is a second opinion; params.regex is the pattern the editor checks with.
const url = () =>
  text().test({
    name: "https-url",
    message: "must be a full address (https://…)",
    params: { regex: patterns.httpsUrl },
    test: (value) =>
      value === undefined ? true : patterns.httpsUrl.test(value) && yup.string().url().isValidSync(value),
  });
const email = () =>
  text().matches(patterns.email, { message: "must be a valid e-mail address", excludeEmptyString: true });
const phoneHref = () => text().matches(patterns.phoneHref, "must look like tel:+4791234567");
const video = (kind: "webm" | "mp4", schema = yup.string()) =>
  schema.matches(patterns[kind], `must be a path under static/ ending in .${kind}`);
const year = () =>
  yup.number().integer("must be a whole number").min(yearRange.min).max(yearRange.max).required("is required");
const order = () =>
  yup.number().integer("must be a whole number").min(1).required("is required (a number that sets the order)");
const items = <T extends yup.AnySchema>(schema: T, count: number) =>
  yup.array().of(schema).required("is required").length(count, `must have exactly ${count} items`);
declare module "yup" {
  interface CustomSchemaMetadata {
    type?: string;
  }
}

/** An object of its own GraphQL type. */
const group = <T extends yup.ObjectShape>(type: string, fields: T) =>
  yup.object(fields).required("is required").meta({ type });
const titled = () => group("TitledText", { title: text(), text: text() });
const optionalTexts = () => yup.array().of(text()).min(1).optional().default(undefined);
const storageRow = () => group("PrivacyStorageRow", { name: text(), owner: text(), purpose: text(), lifetime: text() });

export const serviceSchema = yup.object({
  slug: slug(),
  order: order(),
  icon: yup
    .string()
    .oneOf([...serviceIconNames], `must be one of: ${serviceIconNames.join(", ")}`)
    .required("is required"),
  title: text(),
  description: text(),
  metaDescription: text(),
  lead: text(),
  image: relativeImage(),
  imageAlt: text(),
  features: items(titled(), listLengths.serviceFeatures),
  ctaHeading: text(),
  ctaText: text(),
});

export const projectSchema = yup.object({
  slug: slug(),
  order: order(),
  client: text(),
  title: text(),
  description: text(),
  tags: yup.array().of(text()).min(1, "must have at least one tag").required("is required"),
  metaDescription: text(),
  image: relativeImage(),
  imageAlt: text(),
  intro: text(),
  heroVideoWebm: video("webm"),
  heroVideoMp4: video("mp4"),
  aboutApp: yup.string().trim(),
  challenge: yup.string().trim(),
  solution: yup
    .array()
    .of(text())
    .length(listLengths.projectSolution, `must have exactly ${listLengths.projectSolution} items`)
    .optional()
    .default(undefined),
  externalLink: yup.object({ label: text(), url: url() }).optional().default(undefined).meta({ type: "ExternalLink" }),
});

export const teamMemberSchema = yup.object({
  slug: slug(),
  order: order(),
  name: text(),
  role: text(),
  email: email(),
  phone: text(),
  phoneHref: phoneHref(),
  photo: relativeImage(),
  photoAlt: text(),
  bio: text(),
});

export const siteSchema = yup.object({
  name: text(),
  slug: slug(),
  founded: year(),
  email: email(),
  phone: text(),
  phoneHref: phoneHref(),
  location: text(),
  copyrightYear: year(),
  title: text(),
  description: text(),
  tagline: text(),
  ogImage: relativeImage(),
  social: yup
    .array()
    .of(group("SocialLink", { name: text(), url: url() }))
    .min(1)
    .required("is required"),
  hero: group("SiteHero", {
    headline: text(),
    subtitle: text(),
    cta: text(),
    image: relativeImage(),
    imageAlt: text(),
    videoWebm: video("webm", text()),
    videoMp4: video("mp4", text()),
  }),
  home: group("SiteHome", {
    projectsHeading: text(),
    projectsIntro: text(),
    projectsButton: text(),
    servicesHeading: text(),
    servicesIntro: text(),
    aboutHeading: text(),
    aboutText: yup.array().of(text()).min(1).required("is required"),
    aboutLink: text(),
    teamHeading: text(),
    teamIntro: text(),
    contactHeading: text(),
    contactIntro: text(),
  }),
  about: group("SiteAbout", {
    title: text(),
    description: text(),
    lead: text(),
    image: relativeImage(),
    imageAlt: text(),
    historyHeading: text(),
    history: yup.array().of(text()).min(1).required("is required"),
    valuesHeading: text(),
    values: items(titled(), listLengths.aboutValues),
    areasHeading: text(),
    areas: items(titled(), listLengths.aboutAreas),
    teamHeading: text(),
    ctaHeading: text(),
    ctaText: text(),
    ctaButton: text(),
    backLink: text(),
  }),
  projectsPage: group("SiteProjectsPage", {
    title: text(),
    description: text(),
    heading: text(),
    intro: text(),
    readMore: text(),
  }),
  contactPage: group("SiteContactPage", {
    title: text(),
    description: text(),
    heading: text(),
    intro: text(),
    detailsHeading: text(),
  }),
  servicePage: group("SiteServicePage", { offeringsHeading: text(), heroButton: text(), ctaButton: text() }),
  caseStudyPage: group("SiteCaseStudyPage", {
    challengeHeading: text(),
    solutionHeading: text(),
    aboutAppHeading: text(),
    backLink: text(),
    ctaHeading: text(),
    ctaText: text(),
    ctaButton: text(),
  }),
  footer: group("SiteFooter", {
    newsletterHeading: text(),
    newsletterText: text(),
    servicesHeading: text(),
    quickLinksHeading: text(),
    contactHeading: text(),
    socialHeading: text(),
  }),
  notFound: group("SiteNotFound", { title: text(), text: text(), link: text() }),
  privacyPage: group("SitePrivacyPage", {
    title: text(),
    description: text(),
    lead: text(),
    sections: yup
      .array()
      .of(
        group("PrivacySection", {
          heading: text(),
          items: optionalTexts(),
          show: yup.string().oneOf([...privacyBlocks], `must be one of: ${privacyBlocks.join(", ")}`),
          paragraphs: optionalTexts(),
        }),
      )
      .min(1)
      .required("is required"),
    storageCaption: text(),
    storageColumns: storageRow(),
    storage: yup.array().of(storageRow()).min(1).required("is required"),
  }),
});

// A misspelt field name would otherwise be silently ignored and the real field reported missing.
const strictFields = "has unknown fields: ${unknown} (check the spelling)";

export const contentSchemas = {
  Service: serviceSchema.noUnknown(strictFields),
  Project: projectSchema.noUnknown(strictFields),
  TeamMember: teamMemberSchema.noUnknown(strictFields),
  SiteIdentity: siteSchema.noUnknown(strictFields),
} as const;

export type ContentType = keyof typeof contentSchemas;
