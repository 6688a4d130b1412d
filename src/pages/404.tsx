import { graphql, type HeadFC, type PageProps } from "gatsby";
import * as React from "react";
import styled from "styled-components";
import { Seo } from "../components/seo/seo";
import { ButtonLink } from "../components/ui/button";
import { MessagePage } from "../components/ui/message-page";
import { colors, fontSizes, fontWeights, space } from "../theme/tokens";

/* The big "404": outlined in the accent, filled with the muted text colour (a paler fill fails
   the contrast check, which does not count the outline). */
const Code = styled.p`
  margin: 0 0 ${space.xl};
  font-size: ${fontSizes.giant};
  font-weight: ${fontWeights.heavy};
  line-height: 1;
  color: ${colors.inkMuted};
  -webkit-text-stroke: 2px ${colors.accent};
`;

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const notFound = data.siteIdentity?.notFound;
  React.useEffect(() => {
    // The unknown path is logged, so broken links show up in the console.
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <MessagePage>
      <Code aria-hidden="true">404</Code>
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

// Unknown paths keep the home title and stay out of search results.
export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ location }) => <Seo path={location.pathname} noindex />;
