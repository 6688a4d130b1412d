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

// The global style sits with the page, not the root: the site's root wrapper is the outermost one,
// outside gatsby-plugin-styled-components' collecting StyleSheetManager, so a GlobalStyle there
// never reached the server HTML (the reset and font faces came with hydration and moved the page).
// The layout is not remounted between pages, so neither is the global style.
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <>
    <GlobalStyle />
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </>
);
