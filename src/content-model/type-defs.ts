// The GraphQL types of the content (gatsby-node's createSchemaCustomization). Explicit types:
// non-null fields, no inference, so an empty or broken folder cannot silently change the
// schema the templates query. The editor's configuration mirrors them (src/cms/config.ts).
export const contentTypeDefs = /* GraphQL */ `
  type TitledText @dontInfer {
    title: String!
    text: String!
  }
  type SocialLink @dontInfer {
    name: String!
    url: String!
  }
  type ExternalLink @dontInfer {
    label: String!
    url: String!
  }

  type SiteHero @dontInfer {
    headline: String!
    subtitle: String!
    cta: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    videoWebm: String!
    videoMp4: String!
  }
  type SiteHome @dontInfer {
    projectsHeading: String!
    projectsIntro: String!
    projectsButton: String!
    servicesHeading: String!
    servicesIntro: String!
    aboutHeading: String!
    aboutText: [String!]!
    aboutLink: String!
    teamHeading: String!
    teamIntro: String!
    contactHeading: String!
    contactIntro: String!
  }
  type SiteAbout @dontInfer {
    title: String!
    description: String!
    lead: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    historyHeading: String!
    history: [String!]!
    valuesHeading: String!
    values: [TitledText!]!
    areasHeading: String!
    areas: [TitledText!]!
    teamHeading: String!
    ctaHeading: String!
    ctaText: String!
    ctaButton: String!
    backLink: String!
  }
  type SiteProjectsPage @dontInfer {
    title: String!
    description: String!
    heading: String!
    intro: String!
    readMore: String!
  }
  type SiteContactPage @dontInfer {
    title: String!
    description: String!
    heading: String!
    intro: String!
    detailsHeading: String!
  }
  type SiteServicePage @dontInfer {
    offeringsHeading: String!
    heroButton: String!
    ctaButton: String!
  }
  type SiteCaseStudyPage @dontInfer {
    challengeHeading: String!
    solutionHeading: String!
    aboutAppHeading: String!
    backLink: String!
    ctaHeading: String!
    ctaText: String!
    ctaButton: String!
  }
  type SiteFooter @dontInfer {
    newsletterHeading: String!
    newsletterText: String!
    servicesHeading: String!
    quickLinksHeading: String!
    contactHeading: String!
    socialHeading: String!
  }
  type SiteNotFound @dontInfer {
    title: String!
    text: String!
    link: String!
  }
  type PrivacySection @dontInfer {
    heading: String!
    items: [String!]
    show: String
    paragraphs: [String!]
  }
  type PrivacyStorageRow @dontInfer {
    name: String!
    owner: String!
    purpose: String!
    lifetime: String!
  }
  type SitePrivacyPage @dontInfer {
    title: String!
    description: String!
    lead: String!
    sections: [PrivacySection!]!
    storageCaption: String!
    storageColumns: PrivacyStorageRow!
    storage: [PrivacyStorageRow!]!
  }

  type SiteIdentity implements Node @dontInfer {
    name: String!
    slug: String!
    founded: Int!
    email: String!
    phone: String!
    phoneHref: String!
    location: String!
    copyrightYear: Int!
    title: String!
    description: String!
    tagline: String!
    ogImage: File! @fileByRelativePath
    social: [SocialLink!]!
    hero: SiteHero!
    home: SiteHome!
    about: SiteAbout!
    projectsPage: SiteProjectsPage!
    contactPage: SiteContactPage!
    servicePage: SiteServicePage!
    caseStudyPage: SiteCaseStudyPage!
    footer: SiteFooter!
    notFound: SiteNotFound!
    privacyPage: SitePrivacyPage!
  }

  type Service implements Node @dontInfer {
    slug: String!
    order: Int!
    icon: String!
    title: String!
    description: String!
    metaDescription: String!
    lead: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    features: [TitledText!]!
    ctaHeading: String!
    ctaText: String!
  }

  type Project implements Node @dontInfer {
    slug: String!
    order: Int!
    client: String!
    title: String!
    description: String!
    tags: [String!]!
    metaDescription: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    intro: String!
    heroVideoWebm: String
    heroVideoMp4: String
    aboutApp: String
    challenge: String
    solution: [String!]
    externalLink: ExternalLink
  }

  type TeamMember implements Node @dontInfer {
    slug: String!
    order: Int!
    name: String!
    role: String!
    email: String!
    phone: String!
    phoneHref: String!
    photo: File! @fileByRelativePath
    photoAlt: String!
    bio: String!
  }
`;
