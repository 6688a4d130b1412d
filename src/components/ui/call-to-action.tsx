import { ArrowRight } from "lucide-react";
import * as React from "react";
import styled from "styled-components";
import { staticPaths } from "../../content-model/routes";
import { ButtonLink } from "./button";
import { Container } from "./container";
import { colors, fontSizes, space } from "../../theme/tokens";

const Band = styled.section`
  padding-block: ${space.section};
  background: linear-gradient(135deg, ${colors.fjord}, ${colors.fjordDeep});
  color: ${colors.onDark};
  text-align: center;
`;

const Heading = styled.h2`
  font-size: ${fontSizes.xxl};
`;

const Text = styled.p`
  font-size: ${fontSizes.lg};
  color: ${colors.onDarkMuted};
  margin-bottom: ${space.xl};
`;

/** The closing band that sends a visitor to /kontakt. */
export function CallToAction({ heading, text, button }: { heading: string; text: string; button: string }) {
  const headingId = React.useId();
  return (
    <Band aria-labelledby={headingId}>
      <Container $narrow>
        <Heading id={headingId}>{heading}</Heading>
        <Text>{text}</Text>
        <ButtonLink to={staticPaths.contact} $variant="secondary">
          {button}
          <ArrowRight aria-hidden="true" size={18} />
        </ButtonLink>
      </Container>
    </Band>
  );
}
