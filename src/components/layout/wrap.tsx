// Shared by gatsby-browser and gatsby-ssr so both render the same tree.
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import * as React from "react";
import { ThemeProvider } from "styled-components";
import { GlobalStyle } from "../../theme/global-style";
import { theme } from "../../theme/tokens";
import { Layout } from "./layout";

type WrapRoot = NonNullable<GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"]>;
type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]>;

export const wrapRootElement: WrapRoot = ({ element }) => <ThemeProvider theme={theme}>{element}</ThemeProvider>;

// GlobalStyle sits in the page element, not the root: the site's wrapRootElement wraps outside
// gatsby-plugin-styled-components' StyleSheetManager, so global styles rendered there never
// reach the server-rendered <style> and the page paints unstyled until hydration.
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <>
    <GlobalStyle />
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </>
);
