// The frame every page sits in: skip link, header and main. The site's Layout adds the footer
// and the banner; the editor's preview renders the frame alone, without the site's queries.
import * as React from "react";
import styled from "styled-components";
import { useSiteTexts } from "../../hooks/use-site-texts";
import { Header } from "./header";

const MAIN_ID = "innhold";

const SkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  z-index: ${({ theme }) => theme.zIndices.skipLink};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.fjordDeep};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const Main = styled.main`
  padding-top: ${({ theme }) => theme.sizes.headerHeight};
  min-height: 60vh;

  &:focus {
    outline: none;
  }
`;

// Bottom left, clear of the header's logo and menu button; the cookie banner covers it while open.
const Ribbon = styled.p`
  position: fixed;
  bottom: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.previewRibbon};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  box-shadow: ${({ theme }) => theme.shadows.raised};
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
