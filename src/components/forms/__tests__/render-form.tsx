// Renders a form the way the layout does: with the one toaster; or as the server sends it, then hydrated.
import { act, render, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextEncoder } from "node:util";
import * as React from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import toast from "react-hot-toast";
import { AppToaster } from "../../ui/toast";

// react-dom/server needs TextEncoder, which jsdom lacks.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- must load after the polyfill above
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

// react-hot-toast asks matchMedia about reduced motion; jsdom has none.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

export function renderForm(form: React.ReactElement): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup();
  const view = render(
    <>
      {form}
      <AppToaster />
    </>,
  );
  return { ...view, user };
}

export interface ServerRenderedForm {
  container: HTMLElement;
  user: ReturnType<typeof userEvent.setup>;
  /** Hydrates the server's markup, as Gatsby does once the page's JavaScript has run. */
  hydrate(): Promise<void>;
}

/**
 * Puts the server's HTML for `form` in the document, not yet hydrated, so a test can type into
 * it as a visitor can while the page's JavaScript still loads.
 */
export function renderOnServer(form: React.ReactElement): ServerRenderedForm {
  // A layout effect has nothing to do on a real server, which has no document; jsdom has one.
  const consoleError = jest.spyOn(console, "error").mockImplementation((message: unknown) => {
    if (!String(message).includes("useLayoutEffect does nothing on the server")) throw new Error(String(message));
  });
  const html = renderToString(form);
  consoleError.mockRestore();

  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const toaster = render(<AppToaster />);
  let root: Root | undefined;
  mounted.push(() => {
    act(() => root?.unmount());
    toaster.unmount();
    container.remove();
  });
  return {
    container,
    user: userEvent.setup(),
    async hydrate() {
      await act(async () => {
        root = hydrateRoot(container, form, {
          onRecoverableError: (error) => {
            throw error;
          },
        });
      });
    },
  };
}

const mounted: (() => void)[] = [];

afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A minimal fetch Response carrying JSON. */
export function jsonResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
  } as Response;
}

export const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  toast.remove();
});
