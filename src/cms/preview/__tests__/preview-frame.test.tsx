import { render, screen } from "@testing-library/react";
import { site } from "../../../../test/support/site-content";
import { colors } from "../../../theme/tokens";
import { PreviewFrame } from "../preview-frame";

describe("the editor's preview frame", () => {
  it("writes the site's styles, tokens included, into the frame's own head, not the editor's", () => {
    const frame = document.implementation.createHTMLDocument("preview");
    render(
      <PreviewFrame document={frame} site={site} pathname="/tjenester/video">
        <h1>Video</h1>
      </PreviewFrame>,
    );

    expect(screen.getByRole("heading", { level: 1, name: "Video" })).toBeInTheDocument();
    const frameStyles = Array.from(frame.head.querySelectorAll("style"), (style) => style.textContent).join("");
    expect(frameStyles).toContain(`background:${colors.snow}`);
    expect(frameStyles).toContain(`color:${colors.ink}`);
    expect(document.head.querySelector("style[data-styled]")).toBeNull();
  });
});
