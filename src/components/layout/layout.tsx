import * as React from "react";
import styled from "styled-components";
import { ConsentBanner } from "../../consent/consent-banner";
import { useSiteIdentity } from "../../hooks/use-site-identity";
import { LazyToaster } from "../forms/lazy";
import { ErrorBoundary } from "./error-boundary";
import { Footer } from "./footer";
import { Header } from "./header";

export const MAIN_ID = "innhold";

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
  display: block;
  padding-top: ${({ theme }) => theme.sizes.headerHeight};
  min-height: 60vh;

  &:focus {
    outline: none;
  }
`;

export function Layout({ children, pathname }: { children: React.ReactNode; pathname: string }): React.ReactElement {
  const site = useSiteIdentity();
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>Hopp til innholdet</SkipLink>
      <Header siteName={site.name} pathname={pathname} />
      <Main id={MAIN_ID} tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
      </Main>
      <Footer site={site} />
      <LazyToaster />
      <ConsentBanner />
    </>
  );
}
