import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextEncoder } from "node:util";
import * as React from "react";
import { site, ui } from "../../../../test/support/site-content";
import { WithSiteTexts } from "../../../../test/support/site-texts";
import { Header } from "../header";

// react-dom/server needs TextEncoder, which jsdom lacks.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- must load after the polyfill above
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

const renderHeader = (pathname = "/") => render(<Header siteName={site.name} pathname={pathname} />);

describe("Header", () => {
  it("links the logo home and lists the navigation in order", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: site.name })).toHaveAttribute("href", "/");
    // jsdom has no media queries, so this is the phone layout with the menu closed.
    const nav = screen.getByRole("navigation", { hidden: true });
    expect(nav).toHaveAttribute("aria-label", ui.menuName);
    const links = within(nav).getAllByRole("link", { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [ui.servicesName, "/#tjenester"],
      [ui.aboutName, "/#om"],
      [ui.projectsName, "/prosjekter"],
      [ui.contactName, "/kontakt"],
    ]);
  });

  it("opens the menu with the button and reports it with aria-expanded", async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole("button", { name: ui.menuOpen });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("aria-controls", "hovedmeny");
    await user.click(button);
    expect(screen.getByRole("button", { name: ui.menuClose })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("navigation", { name: ui.menuName })).toHaveAttribute("data-open", "true");
  });

  it("closes the menu when an item is chosen", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: ui.menuOpen }));
    await user.click(screen.getByRole("link", { name: ui.projectsName }));
    expect(screen.getByRole("button", { name: ui.menuOpen })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and returns focus to the menu button", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: ui.menuOpen }));
    await user.keyboard("{Escape}");
    const button = screen.getByRole("button", { name: ui.menuOpen });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes when the route changes", async () => {
    const user = userEvent.setup();
    const view = renderHeader("/");
    await user.click(screen.getByRole("button", { name: ui.menuOpen }));
    view.rerender(<Header siteName={site.name} pathname="/prosjekter" />);
    expect(screen.getByRole("button", { name: ui.menuOpen })).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the menu button and the navigation with the attributes the no-JavaScript style targets", () => {
    renderHeader();
    expect(screen.getByRole("button", { name: ui.menuOpen })).toHaveAttribute("data-menu-button");
    expect(screen.getByRole("navigation", { hidden: true })).toHaveAttribute("data-site-nav");
  });

  it("without JavaScript, the server's HTML hides the menu button and shows the links", () => {
    const html = renderToString(
      <WithSiteTexts>
        <Header siteName={site.name} pathname="/" />
      </WithSiteTexts>,
    );
    const style = /<noscript><style>(.*?)<\/style><\/noscript>/.exec(html)?.[1] ?? "";
    expect(style).toContain("[data-menu-button]{display:none!important}");
    expect(style).toContain("[data-site-nav]{display:block!important");
    // Written as-is: an escaped ">" would void the rule that lets the header's row wrap.
    expect(style).toContain("[data-site-header]>*{flex-wrap:wrap}");
    expect(html).toMatch(/<header[^>]*data-site-header=""/);
    expect(html).toMatch(/<button[^>]*data-menu-button=""/);
    expect(html).toMatch(/<nav[^>]*data-site-nav=""/);
  });
});
