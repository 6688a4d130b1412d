import { render, screen } from "@testing-library/react";
import * as React from "react";
import { ThemeProvider } from "styled-components";
import { theme } from "../../../theme/tokens";
import { ui } from "../../../../test/support/site-content";
import { PageFrame } from "../page-frame";

const frame = (isPreview: boolean) =>
  render(
    <ThemeProvider theme={theme}>
      <PageFrame siteName="Fjellsyn Media" pathname="/" isPreview={isPreview}>
        <h1>Innhold</h1>
      </PageFrame>
    </ThemeProvider>,
  );

describe("PageFrame", () => {
  it("tells a deploy preview's reader that it is a preview, as text", () => {
    frame(true);
    expect(screen.getByRole("note")).toHaveTextContent(ui.previewRibbon);
    expect(screen.getByRole("note")).not.toHaveAttribute("aria-hidden");
  });

  it("shows no ribbon on the public site", () => {
    frame(false);
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveTextContent("Innhold");
  });
});
