import { act, fireEvent, render, screen } from "@testing-library/react";
import { TextEncoder } from "node:util";
import * as React from "react";
import { Tooltip, TooltipProvider } from "../tooltip";

// react-dom/server needs TextEncoder, which jsdom lacks.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- must load after the polyfill above
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

// jsdom has no PointerEvent; without one, pointerType would be dropped and every pointer a touch.
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? "mouse";
  }
}
window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;

const links = (
  <TooltipProvider>
    <Tooltip content="Send e-post til Sara">
      <a href="mailto:sara@fjellsynmedia.no" aria-label="E-post til Sara">
        e
      </a>
    </Tooltip>
    <Tooltip content="Ring Sara">
      <a href="tel:+4791234567" aria-label="Telefon til Sara">
        t
      </a>
    </Tooltip>
  </TooltipProvider>
);

const mail = () => screen.getByRole("link", { name: "E-post til Sara" });
const phone = () => screen.getByRole("link", { name: "Telefon til Sara" });
const openTooltip = () => screen.queryByRole("tooltip");
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const hover = (element: HTMLElement, pointerType = "mouse") => fireEvent.pointerMove(element, { pointerType });
/** The pointer leaves the trigger and goes well away from it (Radix waits for it to leave the way to the tooltip). */
const leave = (element: HTMLElement) => {
  fireEvent.pointerLeave(element, { clientX: 0, clientY: 0 });
  fireEvent.pointerMove(document.body, { clientX: 500, clientY: 500 });
};
const focus = (element: HTMLElement) => act(() => element.focus());

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe("Tooltip", () => {
  beforeEach(() => {
    render(links);
  });

  it("opens on hover after 700 ms, not before", () => {
    hover(mail());
    wait(699);
    expect(openTooltip()).not.toBeInTheDocument();
    wait(1);
    expect(openTooltip()).toHaveTextContent("Send e-post til Sara");
  });

  it("opens at once on keyboard focus, describes its trigger while open and closes on blur", () => {
    expect(mail()).not.toHaveAttribute("aria-describedby");

    focus(mail());

    const tip = screen.getByRole("tooltip");
    expect(tip).toHaveTextContent("Send e-post til Sara");
    expect(mail()).toHaveAttribute("aria-describedby", tip.id);
    expect(mail()).toHaveAccessibleDescription("Send e-post til Sara");

    act(() => mail().blur());
    expect(openTooltip()).not.toBeInTheDocument();
    expect(mail()).not.toHaveAttribute("aria-describedby");
  });

  it("closes on Escape and stays closed while the pointer rests on the trigger", () => {
    hover(mail());
    wait(700);
    expect(openTooltip()).toBeInTheDocument();

    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(openTooltip()).not.toBeInTheDocument();

    hover(mail());
    wait(1000);
    expect(openTooltip()).not.toBeInTheDocument();
  });

  it("closes on Escape after opening on focus", () => {
    focus(mail());
    expect(openTooltip()).toBeInTheDocument();

    fireEvent.keyDown(mail(), { key: "Escape" });

    expect(openTooltip()).not.toBeInTheDocument();
    expect(mail()).toHaveFocus();
  });

  it("ignores a touch, where the link itself is what matters", () => {
    hover(mail(), "touch");
    wait(1000);
    expect(openTooltip()).not.toBeInTheDocument();
  });

  it("closes when the pointer leaves, and a leave before the delay cancels it", () => {
    hover(mail());
    wait(300);
    leave(mail());
    wait(1000);
    expect(openTooltip()).not.toBeInTheDocument();

    hover(mail());
    wait(700);
    expect(openTooltip()).toBeInTheDocument();
    leave(mail());
    expect(openTooltip()).not.toBeInTheDocument();
  });

  it.each([
    ["a click", () => fireEvent.click(mail())],
    ["a scroll of the page", () => fireEvent.scroll(document)],
  ])("closes on %s", (_name, close) => {
    hover(mail());
    wait(700);
    expect(openTooltip()).toBeInTheDocument();
    close();
    expect(openTooltip()).not.toBeInTheDocument();
  });

  it("stays open when focus scrolls its trigger into view", () => {
    focus(mail());
    // The browser brings the focused link into view, smoothly: a few scroll events in a row.
    for (let frame = 0; frame < 5; frame += 1) {
      fireEvent.scroll(document);
      wait(100);
    }
    expect(openTooltip()).toHaveTextContent("Send e-post til Sara");

    // A scroll long after the focus is the visitor's own, and closes it as usual.
    wait(1000);
    fireEvent.scroll(document);
    expect(openTooltip()).not.toBeInTheDocument();
  });

  it("still closes on Escape while focus is scrolling its trigger into view", () => {
    focus(mail());
    fireEvent.scroll(document);
    fireEvent.keyDown(mail(), { key: "Escape" });
    expect(openTooltip()).not.toBeInTheDocument();
  });

  it("opens the next trigger at once within 300 ms of the last one closing (skip delay)", () => {
    hover(mail());
    wait(700);
    leave(mail());
    wait(250);
    hover(phone());
    expect(openTooltip()).toHaveTextContent("Ring Sara");
  });

  it("waits the full 700 ms again once 300 ms have passed since the last one closed", () => {
    hover(mail());
    wait(700);
    leave(mail());
    wait(300);
    hover(phone());
    expect(openTooltip()).not.toBeInTheDocument();
    wait(700);
    expect(openTooltip()).toHaveTextContent("Ring Sara");
  });

  it("shows one tooltip at a time", () => {
    focus(mail());
    hover(phone());
    wait(700);
    expect(screen.getAllByRole("tooltip")).toHaveLength(1);
    expect(openTooltip()).toHaveTextContent("Ring Sara");
  });
});

describe("Tooltip outside a TooltipProvider", () => {
  it("brings its own and works the same", () => {
    render(
      <Tooltip content="Følg oss på Instagram">
        <a href="https://www.instagram.com/" aria-label="Instagram">
          i
        </a>
      </Tooltip>,
    );
    const link = screen.getByRole("link", { name: "Instagram" });
    hover(link);
    wait(700);
    expect(openTooltip()).toHaveTextContent("Følg oss på Instagram");
  });

  it("keeps the trigger's own handlers and description", () => {
    const onClick = jest.fn();
    render(
      <>
        <span id="extra">Åpner e-postprogrammet</span>
        <Tooltip content="Send e-post">
          <a href="mailto:post@fjellsynmedia.no" aria-label="E-post" aria-describedby="extra" onClick={onClick}>
            e
          </a>
        </Tooltip>
      </>,
    );
    const link = screen.getByRole("link", { name: "E-post" });
    expect(link).toHaveAttribute("aria-describedby", "extra");
    focus(link);
    expect(link.getAttribute("aria-describedby")).toMatch(/^extra \S+$/);
    expect(link).toHaveAccessibleDescription("Åpner e-postprogrammet Send e-post");
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe("Tooltip on the server", () => {
  it("renders the trigger alone, so hydration matches and nothing is announced twice", () => {
    // Radix picks useLayoutEffect when a document exists, as jsdom's does; a real server has none.
    const error = jest.spyOn(console, "error").mockImplementation((message: unknown) => {
      if (!String(message).includes("useLayoutEffect does nothing on the server")) throw new Error(String(message));
    });
    const html = renderToString(links);
    expect(html).not.toContain("aria-describedby");
    expect(html).not.toContain("tooltip");
    expect(html).toContain('aria-label="E-post til Sara"');
    error.mockRestore();
  });
});
