// The stylesheets are plain CSS, so what a type checker would catch in CSS-in-JS is checked here:
// tokens.css matches tokens.ts, every custom property used is defined, media queries use the
// token breakpoints, and each component reads only classes its CSS module defines (and
// defines none it never reads).
import fs from "node:fs";
import path from "node:path";
import { classesOf } from "../../build/css-class-names";
import { AT_FRAGMENT_ATTRIBUTE } from "../../components/layout/at-fragment";
import { CONSENT_PENDING_ATTRIBUTE } from "../../consent/pending";
import { CASCADE_LAYERS } from "../cascade-layers";
import { preloadedFontFile, theme } from "../tokens";

const srcDir = path.resolve(__dirname, "../..");
const themeDir = path.resolve(__dirname, "..");

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : filesUnder(full, test);
    return test(full) ? [full] : [];
  });
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "");
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const cssFiles = filesUnder(srcDir, (file) => file.endsWith(".css"));
const tokensCss = withoutComments(fs.readFileSync(path.join(themeDir, "tokens.css"), "utf8"));

function declaredProperties(css: string): Map<string, string> {
  const properties = new Map<string, string>();
  for (const match of css.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    properties.set(match[1] ?? "", (match[2] ?? "").replace(/\s+/g, " ").trim());
  }
  return properties;
}

describe("design tokens", () => {
  const properties = declaredProperties(tokensCss);
  const groups = {
    colors: "color",
    fonts: "font",
    fontSizes: "font-size",
    fontWeights: "font-weight",
    lineHeights: "line-height",
    space: "space",
    radii: "radius",
    shadows: "shadow",
    sizes: "size",
    zIndices: "z",
    durations: "duration",
  } as const;

  it("tokens.css holds every value of tokens.ts, unchanged", () => {
    const expected = new Map<string, string>();
    for (const [group, prefix] of Object.entries(groups) as [keyof typeof groups, string][]) {
      for (const [name, value] of Object.entries(theme[group]))
        expected.set(`--${prefix}-${kebab(name)}`, String(value));
    }
    expect(Object.fromEntries(properties)).toEqual(Object.fromEntries(expected));
  });

  it.each(cssFiles.map((file) => [path.relative(srcDir, file), file]))(
    "%s uses only defined custom properties",
    (_name, file) => {
      const css = withoutComments(fs.readFileSync(file, "utf8"));
      const local = declaredProperties(css);
      const used = [...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? "");
      expect(used.filter((name) => !properties.has(name) && !local.has(name))).toEqual([]);
    },
  );

  it.each(cssFiles.map((file) => [path.relative(srcDir, file), file]))(
    "%s sizes its media queries by the token breakpoints",
    (_name, file) => {
      const css = withoutComments(fs.readFileSync(file, "utf8"));
      const allowed = new Set(Object.values(theme.breakpoints));
      const widths = [...css.matchAll(/\((?:min|max)-width:\s*([^)]+)\)/g)].map((match) => (match[1] ?? "").trim());
      expect(widths.filter((width) => !allowed.has(width as never))).toEqual([]);
    },
  );
});

describe("CSS modules", () => {
  const components = filesUnder(srcDir, (file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"));
  const imports = components.flatMap((file) => {
    const source = fs.readFileSync(file, "utf8");
    return [...source.matchAll(/import \* as (\w+) from "(\.[^"]+\.module\.css)";/g)].map((match) => ({
      file,
      source,
      binding: match[1] ?? "",
      css: path.resolve(path.dirname(file), match[2] ?? ""),
    }));
  });

  it("every stylesheet module is imported by a component", () => {
    const imported = new Set(imports.map((entry) => entry.css));
    expect(cssFiles.filter((file) => file.endsWith(".module.css") && !imported.has(file))).toEqual([]);
  });

  it.each(imports.map((entry) => [path.relative(srcDir, entry.file), entry]))(
    "%s reads only classes its stylesheet defines, and all of them",
    (_name, { source, binding, css }) => {
      const defined = new Set(classesOf(fs.readFileSync(css, "utf8")));
      const read = new Set(
        [...source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, "g"))].map((match) => match[1] ?? ""),
      );
      expect([...read].filter((name) => !defined.has(name))).toEqual([]);
      // A lookup by key (styles[variant]) may read any class, so unused ones cannot be told apart.
      if (!new RegExp(`\\b${binding}\\[`).test(source)) {
        expect([...defined].filter((name) => !read.has(name))).toEqual([]);
      }
    },
  );
});

describe("selectors shared with scripts", () => {
  it("the cookie banner shows on the attribute the head script sets", () => {
    const css = fs.readFileSync(path.join(srcDir, "consent/consent-banner.module.css"), "utf8");
    expect(css).toContain(`html[${CONSENT_PENDING_ATTRIBUTE}] .panel[data-prerendered]`);
  });

  it("every band is laid out on the attribute the head script and the hash scrolling set", () => {
    const css = withoutComments(fs.readFileSync(path.join(srcDir, "components/ui/section.module.css"), "utf8"));
    expect(css).toMatch(
      new RegExp(`html\\[${AT_FRAGMENT_ATTRIBUTE}\\] \\.section\\s*{\\s*content-visibility: visible;`),
    );
  });
});

describe("cascade layers", () => {
  it("global.css declares the order the pages declare ahead of their stylesheets", () => {
    const globalCss = withoutComments(fs.readFileSync(path.join(themeDir, "global.css"), "utf8")).trim();
    expect(globalCss.startsWith(CASCADE_LAYERS)).toBe(true);
  });

  it("no stylesheet names a layer the order leaves out", () => {
    const declared = new Set(/@layer ([^;]+);/.exec(CASCADE_LAYERS)?.[1]?.split(/,\s*/));
    const used = cssFiles.flatMap((file) =>
      [...withoutComments(fs.readFileSync(file, "utf8")).matchAll(/@layer ([\w-]+)\s*{/g)].map((m) => m[1] ?? ""),
    );
    expect(used.length).toBeGreaterThan(0);
    expect([...new Set(used)].filter((name) => !declared.has(name))).toEqual([]);
  });
});

describe("the self-hosted typeface", () => {
  const fontsCss = withoutComments(fs.readFileSync(path.join(themeDir, "fonts.css"), "utf8"));
  const faces = [...fontsCss.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => {
    const descriptor = (name: string) => new RegExp(`${name}\\s*:\\s*([^;]+);`).exec(match[1] ?? "")?.[1]?.trim();
    return {
      family: descriptor("font-family"),
      weight: descriptor("font-weight"),
      style: descriptor("font-style"),
      src: /url\("([^"]+)"\)/.exec(match[1] ?? "")?.[1],
    };
  });
  const inter = faces.filter((face) => face.family === '"Inter Variable"');
  const interFull = faces.filter((face) => face.family === '"Inter Variable Full"');

  // Chrome makes a stand-in from the system's last-resort font for every face of the family it
  // lays text out in that has not loaded, at every size and weight: the two larger cuts in the
  // first family doubled home's first layout. Anywhere later in the stack they cost nothing
  // until a character needs them.
  test("puts only the preloaded cut in the first family of the stacks, the fuller cuts next", () => {
    expect(inter.map((face) => face.src)).toEqual([preloadedFontFile]);
    expect(interFull.length).toBeGreaterThan(0);
    for (const stack of [
      ...Object.values(theme.fonts),
      ...["body", "heading"].map((name) => declaredProperties(tokensCss).get(`--font-${name}`)),
    ]) {
      expect(
        stack
          ?.split(",")
          .slice(0, 2)
          .map((family) => family.trim()),
      ).toEqual(['"Inter Variable"', '"Inter Variable Full"']);
    }
  });

  // Faces of one family that differ in weight or style are separate fonts to Chrome: it picks
  // one of them for all text and never reaches the small cut through unicode-range.
  test("declares every face of Inter with the same weights and style", () => {
    expect(new Set([...inter, ...interFull].map((face) => `${face.weight} / ${face.style}`))).toEqual(
      new Set(["400 800 / normal"]),
    );
  });

  test("covers the theme's weights", () => {
    for (const [name, value] of Object.entries(theme.fontWeights)) {
      expect([name, Number(value) >= 400 && Number(value) <= 800]).toEqual([name, true]);
    }
  });
});
