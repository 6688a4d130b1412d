import { graphql, useStaticQuery } from "gatsby";

/** The agency's identity from content/site.json plus the public site address. */
export function useSiteIdentity() {
  const data = useStaticQuery<Queries.SiteIdentityQuery>(graphql`
    query SiteIdentity {
      site {
        siteMetadata {
          siteUrl
          isPreview
        }
      }
      siteIdentity {
        name
        founded
        email
        phone
        phoneHref
        location
        copyrightYear
        title
        description
        tagline
        social {
          name
          url
        }
        ogImage {
          childImageSharp {
            original {
              src
              width
              height
            }
          }
        }
        footer {
          newsletterHeading
          newsletterText
          servicesHeading
          quickLinksHeading
          contactHeading
          socialHeading
        }
      }
    }
  `);
  if (!data.siteIdentity) throw new Error("content/site.json is missing");
  return {
    ...data.siteIdentity,
    siteUrl: data.site?.siteMetadata?.siteUrl ?? "",
    isPreview: data.site?.siteMetadata?.isPreview ?? false,
  };
}

export type SiteIdentity = ReturnType<typeof useSiteIdentity>;
