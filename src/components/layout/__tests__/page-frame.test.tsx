import { render, screen } from "@testing-library/react";
import * as React from "react";
import { ui } from "../../../../test/support/site-content";
import { PageFrame } from "../page-frame";

const frame = (isPreview: boolean) =>
  render(
    <PageFrame siteName="Fjellsyn Media" pathname="/" isPreview={isPreview}>
      <h1>Innhold</h1>
    </PageFrame>,
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
