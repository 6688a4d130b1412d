import { render } from "@testing-library/react";
import * as React from "react";
import { roundedBrandPaths } from "../../../build/svg-path";
import { BrandIcon } from "../brand-icon";
import { brandPaths } from "../brand-paths";

test("brand-paths.ts holds the installed simple-icons marks, rounded (else run `npx tsx scripts/brand-paths.ts`)", () => {
  expect(brandPaths).toEqual(roundedBrandPaths());
});

test("draws the mark hidden from assistive technology (the link names it)", () => {
  const { container } = render(<BrandIcon name="Instagram" />);
  const svg = container.querySelector("svg");
  expect(svg).toHaveAttribute("aria-hidden", "true");
  expect(svg?.querySelector("path")?.getAttribute("d")).toBe(brandPaths.Instagram);
});
