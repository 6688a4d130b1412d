import { render, screen } from "@testing-library/react";
import * as React from "react";
import { BrandIcon } from "../brand-icon";

test("a link holding only the mark is announced by its own name, and the mark not at all", () => {
  render(
    <a href="https://www.instagram.com/" aria-label="Instagram">
      <BrandIcon name="Instagram" />
    </a>,
  );
  expect(screen.getByRole("link")).toHaveAccessibleName("Instagram");
  expect(screen.queryByRole("img")).toBeNull();
});

test("each brand has a mark of its own, drawn in the link's colour", () => {
  const drawing = (name: "Instagram" | "Facebook") => {
    const { container, unmount } = render(<BrandIcon name={name} />);
    const svg = container.querySelector("svg");
    const shape = { fill: svg?.getAttribute("fill"), path: svg?.querySelector("path")?.getAttribute("d") ?? "" };
    unmount();
    return shape;
  };
  const instagram = drawing("Instagram");
  const facebook = drawing("Facebook");
  expect([instagram.fill, facebook.fill]).toEqual(["currentColor", "currentColor"]);
  expect(instagram.path).not.toBe("");
  expect(facebook.path).not.toBe("");
  expect(instagram.path).not.toBe(facebook.path);
});
