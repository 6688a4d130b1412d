import { ArrowRight } from "lucide-react";
import * as React from "react";
import styled from "styled-components";
import { staticPaths } from "../../content-model/routes";
import { ButtonLink } from "./button";
import { Container } from "./container";

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space.section};
  background: linear-gradient(135deg, ${({ theme }) => `${theme.colors.fjord}, ${theme.colors.fjordDeep}`});
  color: ${({ theme }) => theme.colors.onDark};
  text-align: center;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Text = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  margin-bottom: ${({ theme }) => theme.space.xl};
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
