// The rules a content file must follow, as plain values: the build check (schemas.ts) and the
// editor's configuration (src/cms/config.ts) both read them, so the two cannot drift apart.

/** Lists whose length the page layout depends on. */
export const listLengths = {
  serviceFeatures: 4, // a service page's "Hva vi tilbyr": four cards in one row on a desktop
  aboutValues: 3, // the about page's values, one per icon
  aboutAreas: 4, // the about page's areas, two rows of two
  projectSolution: 5, // a case study's solution, when it has one
} as const;

/**
 * The most characters a text may have, by the place it is drawn in: the longest still fits on a 320 px
 * phone (a heading wraps to at most about five lines) and in its card on a 1920 px screen.
 */
export const textLimits = {
  label: 40, // a button, a menu item, a link's text, a column heading, a name or a word for screen readers
  heading: 60, // a heading or a page's title
  line: 150, // a sentence on one line: alt text, a status line, the tagline
  card: 160, // a card's text or a search engine's description (which shows about 155 characters)
  lead: 300, // a lead, a section's introduction or a short message beside a button
  message: 200, // a form's message to a visitor, in a toast or on a result page
  paragraph: 1000,
  slug: 60,
  email: 80,
  phone: 25,
  url: 200,
} as const;

export type TextLimit = keyof typeof textLimits;

// Unreserved and sub-delimiter characters of a URL (RFC 3986), or a %-escape.
const urlChar = String.raw`(?:[a-zA-Z0-9\-._~!$&'()*+,;=:@]|%[0-9a-fA-F]{2})`;
const urlQueryChar = String.raw`(?:[a-zA-Z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-fA-F]{2})`;

// No flags anywhere: the editor compiles each pattern's source with `new RegExp(source)`.
export const patterns = {
  /** Becomes part of a route: lower-case a–z, digits and single hyphens. */
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  /** An image relative to the JSON file that names it ("../images/x.jpg"): no address, no leading slash. */
  relativeImage: /^(?![a-z][a-z\d+.-]*:|\/).+\.(?:jpe?g|png|webp|avif|JPE?G|PNG|WEBP|AVIF)$/,
  relativeFilm: /^(?![a-z][a-z\d+.-]*:|\/).+\.(?:mp4|mov|MP4|MOV)$/,
  /** A phone number with its country code, digits grouped by spaces or hyphens: it can become a tel: link. */
  phone: /^\+\d(?:[ -]?\d){5,14}$/,
  /** WHATWG's pattern for <input type=email>. */
  email:
    /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/,
  /** A full https address with a dotted, lower-case host name: stricter than yup's url(), which the build also applies. */
  httpsUrl: new RegExp(
    String.raw`^https://(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?` +
      String.raw`(?:/(?:${urlChar}+(?:/${urlChar}*)*)?)?(?:\?${urlQueryChar}*)?(?:#${urlQueryChar}*)?$`,
  ),
  /** Text that is more than white space. */
  text: /\S/,
} as const;

/**
 * The texts the site fills in, each with the placeholders it must hold (`{firma}` becomes the
 * agency's name): a maintainer may move them, not drop or rename them, and add no other.
 */
export const placeholders = {
  socialLink: ["firma", "nettverk"],
  copyright: ["år", "firma"],
  serviceReadMoreHidden: ["tittel"],
  projectReadMoreHidden: ["kunde"],
  emailPerson: ["fornavn"],
  callPerson: ["fornavn"],
  aboutEyebrow: ["år"],
  projectSection: ["kunde"],
  agencyEmail: ["e-post"],
  tooLong: ["felt", "antall"],
} as const satisfies Record<string, readonly string[]>;

/** Texts that may hold these placeholders, each as often as it likes, and no other. */
export const optionalPlaceholders = {
  privacyText: ["e-post", "telefon"],
} as const satisfies Record<string, readonly string[]>;

export type TemplateName = keyof typeof placeholders;
type Templates = typeof placeholders & typeof optionalPlaceholders;
export type FilledTextName = keyof Templates;
export type PlaceholderOf<Name extends FilledTextName> = Templates[Name][number];

/** What each placeholder becomes, as the editor's hint tells the maintainer. */
export const placeholderMeanings: Record<PlaceholderOf<FilledTextName>, string> = {
  firma: "firmanavnet",
  nettverk: "navnet på det sosiale mediet",
  år: "årstallet",
  tittel: "tjenestens tittel",
  kunde: "kundens navn",
  fornavn: "personens fornavn",
  "e-post": "byråets e-postadresse",
  telefon: "byråets telefonnummer",
  felt: "feltets navn i bestemt form, f.eks. «Navnet»",
  antall: "det høyeste antallet tegn feltet tar",
};

/** The link a phone number dials: its digits after the country code's plus. */
export const phoneLink = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`;
export const emailLink = (email: string): string => `mailto:${email}`;
