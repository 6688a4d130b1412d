import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ContactSection } from "../components/sections/contact-section";
import { Seo } from "../components/seo/seo";
import { staticPaths } from "../content-model/routes";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const site = data.siteIdentity;
  if (!site) throw new Error("content/site.json is missing");
  if (!data.formCopy) throw new Error("content/forms.json is missing");
  return (
    <ContactSection
      headingLevel="h1"
      heading={site.contactPage.heading}
      intro={site.contactPage.intro}
      site={site}
      formLabels={data.formCopy}
      formAtOnce
    />
  );
}

export const query = graphql`
  query ContactPage {
    siteIdentity {
      ...ContactSection
      contactPage {
        title
        description
        heading
        intro
      }
    }
    formCopy {
      ...ContactFormLabels
    }
  }
`;

export const Head: HeadFC<Queries.ContactPageQuery> = ({ data }) => (
  <Seo
    title={data.siteIdentity?.contactPage.title}
    description={data.siteIdentity?.contactPage.description}
    path={staticPaths.contact}
  />
);
