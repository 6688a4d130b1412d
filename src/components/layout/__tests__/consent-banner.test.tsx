import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextEncoder } from "node:util";
import * as React from "react";
import { CONSENT_PENDING_ATTRIBUTE, CONSENT_PENDING_SCRIPT } from "../../../consent/pending";
import { ConsentBanner, ConsentSettingsButton } from "../consent-banner";
import { CONSENT_STORAGE_KEY, consentStore } from "../../../consent/consent-store";
import { consent } from "../../../../test/support/site-content";
import { WithSiteTexts } from "../../../../test/support/site-texts";

// react-dom/server needs TextEncoder, which jsdom lacks.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- must load after the polyfill above
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

const page = (
  <>
    <footer>
      <ConsentSettingsButton />
    </footer>
    <ConsentBanner />
  </>
);

/** The page as the server renders it. */
const serverHtml = () => renderToString(<WithSiteTexts>{page}</WithSiteTexts>);

/** A fresh page load with this value in storage. */
function visit(stored: "accepted" | "declined" | null) {
  window.localStorage.clear();
  if (stored) window.localStorage.setItem(CONSENT_STORAGE_KEY, stored);
  consentStore.refresh();
  return { user: userEvent.setup(), ...render(page) };
}

const banner = () => screen.queryByRole("region", { name: consent.heading });

describe("ConsentBanner", () => {
  it("greets a first-time visitor with a named region, a privacy link and three ways to choose", () => {
    visit(null);
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: consent.heading })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: consent.privacyLink })).toHaveAttribute("href", "/personvern");
    expect(screen.getByRole("button", { name: consent.accept })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: consent.decline })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: consent.close })).toBeInTheDocument();
  });

  it("does not take focus on its own, so it traps nothing", () => {
    visit(null);
    expect(document.body).toHaveFocus();
  });

  it.each([
    [consent.accept, "accepted"],
    [consent.decline, "declined"],
    [consent.close, "declined"],
  ])("%s stores %s and hides the banner", async (name, stored) => {
    const { user } = visit(null);
    await user.click(screen.getByRole("button", { name }));
    expect(window.localStorage.getItem("cookie-consent")).toBe(stored);
    expect(banner()).not.toBeInTheDocument();
  });

  it.each(["accepted", "declined"] as const)("stays hidden for a visitor who has %s", (stored) => {
    visit(stored);
    expect(banner()).not.toBeInTheDocument();
  });

  it("is in the server-rendered HTML only as the pre-rendered copy that CSS shows to visitors who have not chosen", () => {
    window.localStorage.clear();
    consentStore.refresh();
    const html = serverHtml();
    expect(html).toMatch(/<section[^>]*data-prerendered=""[^>]*>/);
    expect(html).toContain(consent.heading);
    expect(html).toContain(consent.settings);
  });

  it("the head script marks a page without a stored choice, and only such a page", () => {
    for (const [stored, marked] of [
      [null, true],
      ["maybe", true],
      ["accepted", false],
      ["declined", false],
    ] as const) {
      window.localStorage.clear();
      if (stored) window.localStorage.setItem(CONSENT_STORAGE_KEY, stored);
      document.documentElement.removeAttribute(CONSENT_PENDING_ATTRIBUTE);
      (0, eval)(CONSENT_PENDING_SCRIPT);
      expect(document.documentElement.hasAttribute(CONSENT_PENDING_ATTRIBUTE)).toBe(marked);
    }
    document.documentElement.removeAttribute(CONSENT_PENDING_ATTRIBUTE);
  });

  it.each(["accepted", "declined"] as const)("stays away after hydrating for one who has %s", async (stored) => {
    window.localStorage.clear();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    consentStore.refresh();
    const container = document.createElement("div");
    container.innerHTML = serverHtml();
    document.body.appendChild(container);
    await act(async () => {
      render(page, { container, hydrate: true });
    });
    expect(container.querySelector("section")).toBeNull();
    expect(banner()).not.toBeInTheDocument();
    container.remove();
  });

  it("appears right after hydration for a visitor who has not chosen", async () => {
    window.localStorage.clear();
    consentStore.refresh();
    const container = document.createElement("div");
    container.innerHTML = serverHtml();
    document.body.appendChild(container);
    await act(async () => {
      render(page, { container, hydrate: true });
    });
    expect(banner()).toBeInTheDocument();
    container.remove();
  });

  it("reopens from the footer, takes focus there, and gives it back after a new choice", async () => {
    const { user } = visit("accepted");
    const settings = screen.getByRole("button", { name: consent.settings });
    await user.click(settings);
    expect(banner()).toHaveFocus();
    await user.click(screen.getByRole("button", { name: consent.decline }));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("declined");
    expect(banner()).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
  });

  it("works from the keyboard alone", async () => {
    const { user } = visit("declined");
    await user.tab();
    expect(screen.getByRole("button", { name: consent.settings })).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.tab(); // link
    await user.tab(); // accept
    expect(screen.getByRole("button", { name: consent.accept })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("accepted");
    expect(banner()).not.toBeInTheDocument();
  });
});
