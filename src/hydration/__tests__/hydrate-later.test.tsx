// The scheduling of progressive hydration, rendered by React in jsdom (the browser build runs it
// on Preact, where the end-to-end tests cover it): one boundary per task, in order, `first`
// ahead of the queue, and nothing held back once the first load is over.
import * as React from "react";

type Module = typeof import("../hydrate-later");
type TestingLibrary = typeof import("@testing-library/react/pure");

// The module keeps the state of one page load, so every test loads it afresh, together with the
// React and Testing Library it renders with (a fresh module registry brings its own React).
let render: TestingLibrary["render"];
let screen: TestingLibrary["screen"];
let act: TestingLibrary["act"];
let cleanup: TestingLibrary["cleanup"] = () => undefined;

function freshModule(): Module {
  let module: Module | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<Module>("../hydrate-later");
    ({ render, screen, act, cleanup } = jest.requireActual<TestingLibrary>("@testing-library/react/pure"));
  });
  if (!module) throw new Error("hydrate-later did not load");
  return module;
}

/** Runs one macrotask (one released slot) and the renders it causes. */
const nextTask = () => act(() => jest.advanceTimersToNextTimer());

// Testing Library's main entry tells React, for every test file, that updates are driven through
// act(); its pure entry, loaded afresh here, leaves that to the test. Without it React warns that
// this environment does not support act() whenever a boundary suspended inside act() resolves.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));
afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

test("hydrates one boundary per task, in order, with `first` ahead, then reports the page hydrated", async () => {
  const { HydrateLater, whenHydrated } = freshModule();
  render(
    <>
      <HydrateLater>
        <p>header</p>
      </HydrateLater>
      <HydrateLater>
        <p>section</p>
      </HydrateLater>
      <HydrateLater first>
        <p>banner</p>
      </HydrateLater>
    </>,
  );
  const shown = () => ["banner", "header", "section"].filter((text) => screen.queryByText(text));
  let hydrated = false;
  void whenHydrated().then(() => (hydrated = true));

  expect(shown()).toEqual([]);
  await nextTask();
  expect(shown()).toEqual(["banner"]);
  await nextTask();
  expect(shown()).toEqual(["banner", "header"]);
  expect(hydrated).toBe(false);
  await nextTask();
  expect(shown()).toEqual(["banner", "header", "section"]);
  await act(async () => undefined);
  expect(hydrated).toBe(true);
});

test("counts boundaries reached inside a boundary before reporting the page hydrated", async () => {
  const { HydrateLater, whenHydrated } = freshModule();
  render(
    <HydrateLater>
      <div>
        <HydrateLater>
          <p>inner</p>
        </HydrateLater>
      </div>
    </HydrateLater>,
  );
  let hydrated = false;
  void whenHydrated().then(() => (hydrated = true));
  await nextTask();
  expect(screen.queryByText("inner")).toBeNull();
  expect(hydrated).toBe(false);
  await nextTask();
  expect(screen.getByText("inner")).toBeInTheDocument();
  await act(async () => undefined);
  expect(hydrated).toBe(true);
});

test("renders at once after the first load (client-side navigation)", async () => {
  const { HydrateLater, whenHydrated } = freshModule();
  await whenHydrated();
  render(
    <HydrateLater>
      <p>next page</p>
    </HydrateLater>,
  );
  expect(screen.getByText("next page")).toBeInTheDocument();
});

describe("whenNear", () => {
  let intersect: ((entries: Partial<IntersectionObserverEntry>[]) => void) | null = null;
  let margin: string | undefined;
  beforeEach(() => {
    document.body.innerHTML = '<form action="/x"><input /></form>';
    window.IntersectionObserver = class {
      constructor(
        callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
        options?: IntersectionObserverInit,
      ) {
        intersect = callback;
        margin = options?.rootMargin;
      }
      observe(): void {}
      disconnect(): void {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => Reflect.deleteProperty(window, "IntersectionObserver"));

  async function watch(selector: string): Promise<() => boolean> {
    const { whenNear } = freshModule();
    let near = false;
    void whenNear(selector).then(() => (near = true));
    await act(async () => undefined);
    return () => near;
  }

  it("waits until the element comes within a screen of the viewport", async () => {
    const near = await watch('form[action="/x"]');
    expect(margin).toBe("100% 0px");
    intersect?.([{ isIntersecting: false }]);
    await act(async () => undefined);
    expect(near()).toBe(false);
    intersect?.([{ isIntersecting: true }]);
    await act(async () => undefined);
    expect(near()).toBe(true);
  });

  it("does not wait once the visitor focuses the element", async () => {
    const near = await watch('form[action="/x"]');
    document.querySelector("input")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await act(async () => undefined);
    expect(near()).toBe(true);
  });

  it("does not wait when the element is not in the page", async () => {
    const near = await watch("#missing");
    expect(near()).toBe(true);
  });
});
