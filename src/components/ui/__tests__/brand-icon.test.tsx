import { render, screen } from "@testing-library/react";
import * as React from "react";
import fs from "node:fs";
import path from "node:path";
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

test("each brand's mark is a drawing of its own in static/, painted in the link's colour", () => {
  const drawing = (name: "Instagram" | "Facebook") => {
    const { container, unmount } = render(<BrandIcon name={name} />);
    const style = getComputedStyle(container.firstElementChild as Element);
    const url = /url\((.+?)\)/.exec(style.getPropertyValue("mask"))?.[1] ?? "";
    unmount();
    const file = path.resolve(__dirname, "../../../../static", `.${url}`);
    return {
      colour: style.backgroundColor.toLowerCase(),
      url,
      svg: fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "",
    };
  };
  const instagram = drawing("Instagram");
  const facebook = drawing("Facebook");
  expect([instagram.colour, facebook.colour]).toEqual(["currentcolor", "currentcolor"]);
  expect(instagram.svg).toMatch(/<path d="M/);
  expect(facebook.svg).toMatch(/<path d="M/);
  expect(instagram.url).not.toBe(facebook.url);
  expect(instagram.svg).not.toBe(facebook.svg);
});
