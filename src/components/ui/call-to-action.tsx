import { ArrowRight } from "lucide-react";
import * as React from "react";
import styled from "styled-components";
import { staticPaths } from "../../content-model/routes";
import { ButtonLink } from "./button";
import { Container } from "./container";
import { theme } from "../../theme/tokens";

/** The closing band that sends a visitor to /kontakt. */
export function CallToAction({
  heading,
  text,
  button,
}: {
  heading: string;
  text: string;
  button: string;
}): React.ReactElement {
  const headingId = React.useId();
  return (
    <Band aria-labelledby={headingId}>
      <Container $narrow>
        <h2 id={headingId}>{heading}</h2>
        <p>{text}</p>
        <ButtonLink to={staticPaths.contact} $variant="secondary">
          {button}
          <ArrowRight aria-hidden="true" size={18} />
        </ButtonLink>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding-block: ${theme.space.section};
  background: linear-gradient(135deg, ${theme.colors.fjord}, ${theme.colors.fjordDeep});
  color: ${theme.colors.onDark};
  text-align: center;

  h2 {
    font-size: ${theme.fontSizes.xxl};
  }

  p {
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.onDarkMuted};
    margin-bottom: ${theme.space.xl};
  }
`;
