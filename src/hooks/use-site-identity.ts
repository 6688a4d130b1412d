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
            # Drawn anew at the size link previews use: the original file would keep its EXIF
            # (a camera's position and serial number) and a camera's megabytes.
            share: resize(width: 1200, height: 630, cropFocus: CENTER, quality: 80) {
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
        ui {
          servicesName
          aboutName
          projectsName
          contactName
          privacyName
          menuName
          menuOpen
          menuClose
          skipLink
          previewRibbon
          socialLink
          copyright
          serviceReadMore
          serviceReadMoreHidden
          projectReadMoreHidden
          tags
          emailPerson
          callPerson
          newTab
          videoPause
          videoPlay
          toastClose
        }
        consent {
          heading
          text
          privacyLink
          accept
          decline
          close
          settings
        }
        errorPage {
          heading
          unknownError
          homeLink
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
