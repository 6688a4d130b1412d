import { graphql, type HeadFC, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { serviceJsonLd } from "../components/seo/build-seo";
import { Seo, useSeoSite } from "../components/seo/seo";
import { servicePath } from "../content-model/routes";
import { ServiceView } from "./views/service-view";

export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const { service, siteIdentity } = data;
  if (!service || !siteIdentity) throw new Error("Service page without content");
  const image = getImage(service.image.childImageSharp?.gatsbyImageData ?? null) ?? null;
  return <ServiceView service={{ ...service, image }} labels={siteIdentity.servicePage} />;
}

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

export const Head: HeadFC<Queries.ServicePageQuery> = ({ data, location }) => {
  const site = useSeoSite();
  const service = data.service;
  if (!service) return <Seo path={location.pathname} />;
  const path = servicePath(service.slug);
  return (
    <Seo
      title={service.title}
      description={service.metaDescription}
      path={path}
      jsonLd={[serviceJsonLd({ title: service.title, metaDescription: service.metaDescription, path }, site)]}
    />
  );
};
