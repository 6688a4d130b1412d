// Shared by gatsby-browser and gatsby-ssr so both render the same tree.
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import * as React from "react";
import { ThemeProvider } from "styled-components";
import { GlobalStyle } from "../../theme/global-style";
import { TooltipProvider } from "../ui/tooltip";
import { theme } from "../../theme/tokens";
import { Layout } from "./layout";

type WrapRoot = NonNullable<GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"]>;
type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]>;

export const wrapRootElement: WrapRoot = ({ element }) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    <TooltipProvider>{element}</TooltipProvider>
  </ThemeProvider>
);

export const wrapPageElement: WrapPage = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
