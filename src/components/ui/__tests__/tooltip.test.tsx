import { act, fireEvent, render, screen } from "@testing-library/react";
import { TextEncoder } from "node:util";
import * as React from "react";
import { Tooltip } from "../tooltip";

// react-dom/server needs TextEncoder, which jsdom lacks.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- must load after the polyfill above
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

// jsdom has no PointerEvent; without one, pointerType and relatedTarget would be dropped.
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? "mouse";
  }
}
window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;

const links = (
  <>
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
  </>
);

const mail = () => screen.getByRole("link", { name: "E-post til Sara" });
const phone = () => screen.getByRole("link", { name: "Telefon til Sara" });
const openTooltip = () => screen.queryByRole("tooltip");
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

// The skip delay is shared by every tooltip on the page, so each test starts on its own day.
let day = 1;
beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(Date.UTC(2030, 0, day++));
  render(links);
});
afterEach(() => jest.useRealTimers());

describe("Tooltip", () => {
  it("opens on hover after 700 ms, not before", () => {
    fireEvent.pointerEnter(mail());
    wait(400);
    expect(openTooltip()).not.toBeInTheDocument();
    wait(299);
    expect(openTooltip()).not.toBeInTheDocument();
    wait(1);
    expect(openTooltip()).toHaveTextContent("Send e-post til Sara");
  });

  it("describes its trigger with aria-describedby, as the WAI-ARIA tooltip pattern says", () => {
    const id = mail().getAttribute("aria-describedby");
    expect(id).toBeTruthy();
    // Referenced even while hidden, so screen readers hear it the moment focus lands.
    expect(mail()).toHaveAccessibleDescription("Send e-post til Sara");
    fireEvent.focus(mail());
    wait(700);
    expect(openTooltip()).toHaveAttribute("id", id);
  });

  it("opens on keyboard focus after 700 ms and closes on blur", () => {
    fireEvent.focus(mail());
    wait(699);
    expect(openTooltip()).not.toBeInTheDocument();
    wait(1);
    expect(openTooltip()).toBeInTheDocument();
    fireEvent.blur(mail());
    expect(openTooltip()).not.toBeInTheDocument();
  });

  it("ignores a touch, where the link itself is what matters", () => {
    fireEvent.pointerEnter(mail(), { pointerType: "touch" });
    wait(1000);
    expect(openTooltip()).not.toBeInTheDocument();
  });

  it("closes when the pointer leaves, and a leave before the delay cancels it", () => {
    fireEvent.pointerEnter(mail());
    wait(300);
    fireEvent.pointerLeave(mail());
    wait(1000);
    expect(openTooltip()).not.toBeInTheDocument();

    fireEvent.pointerEnter(mail());
    wait(700);
    expect(openTooltip()).toBeInTheDocument();
    fireEvent.pointerLeave(mail());
    expect(openTooltip()).not.toBeInTheDocument();
  });

  it("stays open while the pointer moves onto the tooltip itself (WCAG 1.4.13)", () => {
    fireEvent.pointerEnter(mail());
    wait(700);
    const tip = screen.getByRole("tooltip");
    fireEvent.pointerLeave(mail(), { relatedTarget: tip });
    expect(openTooltip()).toBeInTheDocument();
    fireEvent.pointerLeave(tip);
    expect(openTooltip()).not.toBeInTheDocument();
  });

  it.each([
    ["a click", () => fireEvent.click(mail())],
    ["Escape", () => fireEvent.keyDown(document, { key: "Escape" })],
    ["a scroll", () => fireEvent.scroll(window)],
  ])("closes on %s", (_name, close) => {
    fireEvent.pointerEnter(mail());
    wait(700);
    expect(openTooltip()).toBeInTheDocument();
    close();
    expect(openTooltip()).not.toBeInTheDocument();
  });

  it("stays closed after Escape until the pointer leaves and comes back", () => {
    fireEvent.pointerEnter(mail());
    fireEvent.focus(mail());
    wait(700);
    fireEvent.keyDown(document, { key: "Escape" });
    fireEvent.pointerEnter(mail());
    wait(1000);
    expect(openTooltip()).not.toBeInTheDocument();
    fireEvent.pointerLeave(mail());
    wait(1000);
    fireEvent.pointerEnter(mail());
    wait(700);
    expect(openTooltip()).toBeInTheDocument();
  });

  it("Escape also cancels a tooltip that is still waiting to open", () => {
    fireEvent.focus(mail());
    wait(300);
    fireEvent.keyDown(document, { key: "Escape" });
    wait(1000);
    expect(openTooltip()).not.toBeInTheDocument();
  });

  it("opens the next trigger at once within 300 ms of the last one closing (skip delay)", () => {
    fireEvent.pointerEnter(mail());
    wait(700);
    fireEvent.pointerLeave(mail());
    wait(250);
    fireEvent.pointerEnter(phone());
    expect(openTooltip()).toHaveTextContent("Ring Sara");
  });

  it("waits the full 700 ms again once 300 ms have passed since the last one closed", () => {
    fireEvent.pointerEnter(mail());
    wait(700);
    fireEvent.pointerLeave(mail());
    wait(300);
    fireEvent.pointerEnter(phone());
    expect(openTooltip()).not.toBeInTheDocument();
    wait(700);
    expect(openTooltip()).toHaveTextContent("Ring Sara");
  });

  it("shows one tooltip at a time", () => {
    fireEvent.focus(mail());
    wait(700);
    fireEvent.pointerEnter(phone());
    wait(700);
    expect(screen.getAllByRole("tooltip")).toHaveLength(1);
    expect(openTooltip()).toHaveTextContent("Ring Sara");
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
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(link.getAttribute("aria-describedby")).toMatch(/^extra \S+$/);
  });
});

describe("Tooltip on the server", () => {
  it("renders the trigger alone, so hydration matches and nothing is announced twice", () => {
    const html = renderToString(links);
    expect(html).not.toContain("aria-describedby");
    expect(html).not.toContain("tooltip");
    expect(html).toContain('aria-label="E-post til Sara"');
  });
});
