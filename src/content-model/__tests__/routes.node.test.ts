// The routes built from content: every entry gets an address of its own that needs no escaping,
// whatever slugs the maintainer chooses.
import fs from "node:fs";
import path from "node:path";
import site from "../../../content/site.json";
import { aboutPath, anchors, homeAnchor, projectPath, servicePath, staticPaths } from "../routes";

const slugsIn = (folder: string): string[] =>
  fs
    .readdirSync(path.resolve("content", folder))
    .filter((file) => file.endsWith(".json"))
    .map(
      (file) => (JSON.parse(fs.readFileSync(path.resolve("content", folder, file), "utf8")) as { slug: string }).slug,
    );

const contentPaths = [
  ...slugsIn("services").map(servicePath),
  ...slugsIn("projects").map(projectPath),
  aboutPath(site.slug),
];

describe("routes", () => {
  it("gives every content entry an address no other page has", () => {
    const all = [...contentPaths, ...Object.values(staticPaths)];
    expect(new Set(all).size).toBe(all.length);
  });

  it("makes addresses that are absolute and need no escaping in a link", () => {
    for (const route of contentPaths) {
      expect(route.startsWith("/")).toBe(true);
      expect(encodeURI(route)).toBe(route);
    }
  });

  it("sends a link to a home section to that section's anchor on the home page", () => {
    for (const id of Object.values(anchors)) {
      expect(new URL(homeAnchor(id), "https://example.no").pathname).toBe(staticPaths.home);
      expect(new URL(homeAnchor(id), "https://example.no").hash).toBe(`#${id}`);
    }
  });
});
