// The frame every page sits in: skip link, header and main. The site's Layout adds the footer
// and the banner; the editor's preview renders the frame alone, without the site's queries.
import * as React from "react";
import styled from "styled-components";
import { useSiteTexts } from "../../hooks/use-site-texts";
import { Header } from "./header";
import { colors, fontSizes, fontWeights, radii, shadows, sizes, space, zIndices } from "../../theme/tokens";

const MAIN_ID = "innhold";

const SkipLink = styled.a`
  position: fixed;
  top: ${space.xs};
  left: ${space.xs};
  z-index: ${zIndices.skipLink};
  padding: ${space.sm} ${space.md};
  border-radius: ${radii.sm};
  background: ${colors.fjordDeep};
  color: ${colors.white};
  font-weight: ${fontWeights.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const Main = styled.main`
  padding-top: ${sizes.headerHeight};
  min-height: 60vh;

  &:focus {
    outline: none;
  }
`;

// Bottom left, clear of the header's logo and menu button; the cookie banner covers it while open.
const Ribbon = styled.p`
  position: fixed;
  bottom: ${space.sm};
  left: ${space.sm};
  z-index: ${zIndices.previewRibbon};
  margin: 0;
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radii.sm};
  background: ${colors.accent};
  color: ${colors.white};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  box-shadow: ${shadows.raised};
`;

export interface PageFrameProps {
  siteName: string;
  pathname: string;
  /** A deploy preview or branch deploy: a ribbon says so on every page. */
  isPreview?: boolean;
  children: React.ReactNode;
}

export function PageFrame({ siteName, pathname, isPreview = false, children }: PageFrameProps) {
  const { ui } = useSiteTexts();
  return (
    <>
      {isPreview ? (
        <Ribbon role="note" data-preview-ribbon="">
          {ui.previewRibbon}
        </Ribbon>
      ) : null}
      <SkipLink href={`#${MAIN_ID}`}>{ui.skipLink}</SkipLink>
      <Header siteName={siteName} pathname={pathname} />
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
    </>
  );
}
