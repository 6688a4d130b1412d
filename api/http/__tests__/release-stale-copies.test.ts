import { releaseStaleBundleCopies } from "../release-stale-copies";

type FakeModule = { id: string; children: FakeModule[] };
const holder = globalThis as typeof globalThis & { __non_webpack_require__?: { cache: Record<string, FakeModule> } };

afterEach(() => {
  delete holder.__non_webpack_require__;
});

describe("releasing the copies gatsby serve has thrown away", () => {
  it("drops children that are no longer the cached copy of their file", () => {
    const old = { id: "/site/.cache/functions/send-contact-email.js", children: [] };
    const current = { id: "/site/.cache/functions/send-contact-email.js", children: [] };
    const sibling = { id: "/site/node_modules/cookie/index.js", children: [] };
    const parent = {
      id: "/site/node_modules/gatsby/dist/internal-plugins/functions/middleware.js",
      children: [sibling, old, current],
    };
    holder.__non_webpack_require__ = { cache: { [parent.id]: parent, [current.id]: current, [sibling.id]: sibling } };

    releaseStaleBundleCopies();

    expect(parent.children).toEqual([sibling, current]);
    expect(parent.children[1]).toBe(current);
  });

  it("does nothing outside a webpack bundle", () => {
    expect(() => releaseStaleBundleCopies()).not.toThrow();
  });
});
