import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { site, ui } from "../../../../test/support/site-content";
import { Header } from "../header";

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
});
