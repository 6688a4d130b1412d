import { siFacebook, siInstagram } from "simple-icons";
import { compactPath } from "../svg-path";

/** The path's commands and numbers as SVG reads them. */
function tokens(d: string): Array<string | number> {
  return [...d.matchAll(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g)].map(([t]) =>
    /[a-zA-Z]/.test(t) ? t : Number(t),
  );
}

test.each([
  ["M7.0301.084c-1.2768.0602-2.1487.264-2.911.5634", "M7.03.08c-1.28.06-2.15.26-2.91.56"],
  ["M1.004.5L2.0001.25", "M1 .5L2 .25"],
  ["M0 0h1.999v.001z", "M0 0h2v0z"],
  ["M10,-0.004 L-3.333 4", "M10 0L-3.33 4"],
])("rounds %s and keeps every number apart", (input, expected) => {
  expect(compactPath(input)).toBe(expected);
});

test.each([siInstagram, siFacebook])("keeps the shape of $title: same commands, each number within 0.005", (icon) => {
  const original = tokens(icon.path);
  const compacted = tokens(compactPath(icon.path));
  expect(compacted).toHaveLength(original.length);
  compacted.forEach((token, i) => {
    const before = original[i];
    if (typeof token === "string" || typeof before === "string") expect(token).toBe(before);
    else expect(Math.abs(token - (before ?? Number.NaN))).toBeLessThanOrEqual(0.005 + 1e-9);
  });
  expect(compactPath(icon.path).length).toBeLessThan(icon.path.length);
});
