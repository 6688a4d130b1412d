import { render } from "@testing-library/react";
import * as React from "react";
import { BrandIcon, brandPaths } from "../brand-icon";

test("draws the mark hidden from assistive technology (the link names it)", () => {
  const { container } = render(<BrandIcon name="Instagram" />);
  const svg = container.querySelector("svg");
  expect(svg).toHaveAttribute("aria-hidden", "true");
  expect(svg?.querySelector("path")?.getAttribute("d")).toBe(brandPaths.Instagram);
});
