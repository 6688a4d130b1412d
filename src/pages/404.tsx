import { graphql, type HeadFC, type PageProps } from "gatsby";
import * as React from "react";
import { Seo } from "../components/seo/seo";
import { ButtonLink } from "../components/ui/button";
import { MessagePage } from "../components/ui/message-page";
import * as styles from "./404.module.css";

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>): React.ReactElement {
  const notFound = data.siteIdentity?.notFound;
  React.useEffect(() => {
    // The seed logs the unknown path, so broken links show up in the console.
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <MessagePage>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{notFound?.title}</h1>
      <p>{notFound?.text}</p>
      <ButtonLink to="/">{notFound?.link}</ButtonLink>
    </MessagePage>
  );
}

export const query = graphql`
  query NotFoundPage {
    siteIdentity {
      notFound {
        title
        text
        link
      }
    }
  }
`;

// Unknown paths keep the home title (as the seed does) and stay out of search results.
export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ location }) => <Seo path={location.pathname} noindex />;
