import { graphql, Link } from "gatsby";
import { ArrowLeft } from "lucide-react";
import * as React from "react";
import styled, { css } from "styled-components";
import { ContentImage, type ImageSource } from "./content-image";
import { Container } from "./container";
import { Eyebrow } from "./eyebrow";
import { colors, fontSizes, fontWeights, media, radii, shadows, sizes, space } from "../../theme/tokens";

// The hero image as the templates query it: `sizes` follows Inner's columns; a width among the
// breakpoints gives four files per format, not five.
export const query = graphql`
  fragment PageHeroImage on ImageSharp {
    gatsbyImageData(
      width: 1080
      aspectRatio: 1.6
      sizes: "(min-width: 1024px) 510px, (min-width: 768px) calc(100vw - 4rem), calc(100vw - 3rem)"
    )
  }
`;

/** The hero image's shape, the same as the query's aspectRatio. */
const VISUAL_ASPECT_RATIO = 1.6;

const Wrapper = styled.div`
  padding-block: ${space.xxl};
  background: linear-gradient(180deg, ${colors.glacier}, ${colors.snow});
`;

const Inner = styled(Container)<{ $withVisual: boolean }>`
  display: grid;
  gap: ${space.xl};
  align-items: center;

  ${media.lg} {
    /* Text only: one column at reading width. */
    grid-template-columns: minmax(0, ${sizes.narrow});
    gap: ${space.xxl};

    /* With an image or video beside the text. */
    ${({ $withVisual }) =>
      $withVisual &&
      css`
        grid-template-columns: 1.05fr 1fr;
      `}
  }
`;

const Text = styled.div`
  min-width: 0;
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: ${sizes.touchTarget};
  margin-bottom: ${space.md};
  font-weight: ${fontWeights.semibold};
  color: ${colors.fjord};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Title = styled.h1`
  font-size: ${fontSizes.display};
  font-weight: ${fontWeights.heavy};
  color: ${colors.fjordDeep};
`;

const Lead = styled.p`
  max-width: 40rem;
  font-size: ${fontSizes.lg};
  color: ${colors.inkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;

const Visual = styled.div`
  overflow: hidden;
  aspect-ratio: ${VISUAL_ASPECT_RATIO};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.raised};

  > * {
    width: 100%;
    height: 100%;
  }
`;

export interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** The hero picture; it is the largest thing on the page, so it loads eagerly. */
  image?: { data: ImageSource; alt: string } | null;
  /** Replaces the image, e.g. a looping video. */
  media?: React.ReactNode;
  /** A link back, above the heading. */
  back?: { to: string; label: string };
  /** Below the lead, e.g. buttons. */
  children?: React.ReactNode;
}

export function PageHero({ eyebrow, title, lead, image, media, back, children }: PageHeroProps) {
  const visual =
    media ?? (image ? <ContentImage image={image.data} alt={image.alt} loading="eager" fetchPriority="high" /> : null);
  return (
    <Wrapper>
      <Inner $withVisual={visual !== null}>
        <Text>
          {back ? (
            <BackLink to={back.to}>
              <ArrowLeft aria-hidden="true" size={18} />
              {back.label}
            </BackLink>
          ) : null}
          <Eyebrow>{eyebrow}</Eyebrow>
          <Title>{title}</Title>
          <Lead>{lead}</Lead>
          {children ? <Actions>{children}</Actions> : null}
        </Text>
        {visual ? <Visual>{visual}</Visual> : null}
      </Inner>
    </Wrapper>
  );
}
