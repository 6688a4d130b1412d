import { TextEncoder } from "node:util";
import * as React from "react";
import { hydrateInSlices } from "../hydrate";

// react-dom/server needs TextEncoder, which jsdom lacks.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- must load after the polyfill above
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

const ITEMS = 40;

/** A part of the page that takes a millisecond to render, like a band with a lot of content. */
function SlowItem({ id, log }: { id: number; log: string[] }) {
  const end = performance.now() + 1;
  while (performance.now() < end);
  log.push(`item ${id}`);
  return <li>Punkt {id}</li>;
}

function Page({ log }: { log: string[] }) {
  return (
    <main>
      <ul>
        {Array.from({ length: ITEMS }, (_, id) => (
          <SlowItem key={id} id={id} log={log} />
        ))}
      </ul>
      <button type="button" onClick={() => log.push("clicked")}>
        Send
      </button>
    </main>
  );
}

/** A container holding the server's HTML of the page, as Gatsby's is. */
function serverRendered(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page log={[]} />);
  document.body.replaceChildren(container);
  return container;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function until(done: () => boolean) {
  for (let tries = 0; tries < 2000 && !done(); tries++) await nextTask();
  expect(done()).toBe(true);
}

const rendered = (log: string[]) => log.filter((entry) => entry.startsWith("item")).length;

describe("hydrateInSlices", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error");
  });
  afterEach(() => {
    // Any mismatch between the server's HTML and the first render would be reported here.
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("hydrates the server's HTML in slices, letting other work run between them", async () => {
    const container = serverRendered();
    const before = container.innerHTML;
    const log: string[] = [];
    expect(hydrateInSlices(<Page log={log} />, container)).toBeUndefined();
    setTimeout(() => log.push("another task"), 0);
    await until(() => rendered(log) === ITEMS);
    const other = log.indexOf("another task");
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(ITEMS);
    // Hydration keeps the server's elements rather than drawing them anew.
    await nextTask();
    expect(container.innerHTML).toBe(before);
  });

  it("handles a click that arrives halfway through at once, finishing the hydration first", async () => {
    const container = serverRendered();
    const log: string[] = [];
    hydrateInSlices(<Page log={log} />, container);
    await until(() => rendered(log) > 0);
    expect(rendered(log)).toBeLessThan(ITEMS);
    const button = container.querySelector("button");
    button?.click();
    // React drops the slices it has done and renders the whole page again at once.
    expect(rendered(log)).toBeGreaterThanOrEqual(ITEMS);
    expect(log.at(-1)).toBe("clicked");
    expect(container.querySelector("button")).toBe(button);
  });

  it("renders into an empty container, and the function it returns unmounts the page", async () => {
    const container = document.createElement("div");
    document.body.replaceChildren(container);
    const log: string[] = [];
    const unmount = hydrateInSlices(<Page log={log} />, container);
    await until(() => rendered(log) === ITEMS);
    expect(container.querySelectorAll("li")).toHaveLength(ITEMS);
    unmount?.();
    expect(container.childNodes).toHaveLength(0);
  });
});
