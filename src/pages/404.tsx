import { graphql, type HeadFC, type PageProps } from "gatsby";
import * as React from "react";
import styled from "styled-components";
import { Seo } from "../components/seo/seo";
import { ButtonLink } from "../components/ui/button";
import { Container } from "../components/ui/container";
import { theme } from "../theme/tokens";

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>): React.ReactElement {
  const notFound = data.siteIdentity?.notFound;
  React.useEffect(() => {
    // The seed logs the unknown path, so broken links show up in the console.
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <Wrapper $narrow>
      <Code aria-hidden="true">404</Code>
      <h1>{notFound?.title}</h1>
      <p>{notFound?.text}</p>
      <ButtonLink to="/">{notFound?.link}</ButtonLink>
    </Wrapper>
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

const Wrapper = styled(Container)`
  padding-block: ${theme.space.section};
  text-align: center;

  h1 {
    font-size: ${theme.fontSizes.xxl};
  }

  p {
    color: ${theme.colors.inkMuted};
    margin-bottom: ${theme.space.xl};
  }
`;

const Code = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.giant};
  font-weight: ${theme.fontWeights.heavy};
  line-height: 1;
  color: ${theme.colors.accentSoft};
  -webkit-text-stroke: 2px ${theme.colors.accent};
`;
