import { act } from "@testing-library/react";
import { TextEncoder } from "node:util";
import * as React from "react";
import { hydrateInSlices } from "../hydrate";

// react-dom/server needs TextEncoder, which jsdom lacks.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- must load after the polyfill above
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

const Page = () => (
  <main>
    <button type="button">Send</button>
  </main>
);

// That React hydrates a transition in slices is React's to test; this is the hand-over Gatsby gets.
describe("hydrateInSlices", () => {
  it("takes over the server's HTML, keeping its elements and reporting no mismatch", async () => {
    const consoleError = jest.spyOn(console, "error");
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    const button = container.querySelector("button");

    await act(async () => expect(hydrateInSlices(<Page />, container)).toBeUndefined());

    expect(container.querySelector("button")).toBe(button);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("renders into an empty container, and the function it returns unmounts the page", async () => {
    const container = document.createElement("div");
    let unmount: (() => void) | undefined;
    await act(async () => {
      unmount = hydrateInSlices(<Page />, container);
    });
    expect(container.querySelector("button")).not.toBeNull();
    act(() => unmount?.());
    expect(container.childNodes).toHaveLength(0);
  });
});
