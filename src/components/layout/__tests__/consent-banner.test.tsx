import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { CONSENT_PENDING_ATTRIBUTE, CONSENT_PENDING_SCRIPT } from "../../../consent/pending";
import { ConsentBanner, ConsentSettingsButton } from "../consent-banner";
import { CONSENT_STORAGE_KEY, consentStore } from "../../../consent/consent-store";
import { consent } from "../../../../test/support/site-content";

const page = (
  <>
    <footer>
      <ConsentSettingsButton />
    </footer>
    <ConsentBanner />
  </>
);

/** A fresh page load with this value in storage. */
function visit(stored: "accepted" | "declined" | null) {
  window.localStorage.clear();
  if (stored) window.localStorage.setItem(CONSENT_STORAGE_KEY, stored);
  consentStore.refresh();
  return { user: userEvent.setup(), ...render(page) };
}

const banner = () => screen.queryByRole("region", { name: consent.heading });

// What the banner shows and when, and what a choice does to Tag Manager, is tested in the browser
// (e2e/consent.spec.ts); here, the head script's rule and where the focus goes.
describe("ConsentBanner", () => {
  it("does not take focus on its own, so it traps nothing", () => {
    visit(null);
    expect(document.body).toHaveFocus();
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
});
