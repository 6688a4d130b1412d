import { graphql } from "gatsby";
import { serviceJsonLd } from "../components/seo/build-seo";
import { servicePath } from "../content-model/routes";
import { heroImage, templatePage } from "./template-page";
import { ServiceView } from "./views/service-view";

const page = templatePage({
  entry: ({ service, siteIdentity }: Queries.ServicePageQuery) =>
    service && siteIdentity && { service, labels: siteIdentity.servicePage },
  view: ({ service, labels }) => (
    <ServiceView service={{ ...service, image: heroImage(service.image) }} labels={labels} />
  ),
  largestImage: ({ service }) => heroImage(service.image),
  seo: ({ service: { slug, title, metaDescription } }, site) => {
    const path = servicePath(slug);
    return {
      title,
      description: metaDescription,
      path,
      jsonLd: [serviceJsonLd({ title, metaDescription, path }, site)],
    };
  },
});

export default page.Template;
export const Head = page.Head;

export const query = graphql`
  query ServicePage($id: String!) {
    service(id: { eq: $id }) {
      slug
      title
      lead
      metaDescription
      imageAlt
      image {
        childImageSharp {
          ...PageHeroImage
        }
      }
      features {
        title
        text
      }
      ctaHeading
      ctaText
    }
    siteIdentity {
      servicePage {
        offeringsHeading
        heroButton
        ctaButton
      }
    }
  }
`;
