import { render, screen, waitFor } from "@testing-library/react";
import { Tooltip, TooltipProvider } from "../lazy-tooltip";

describe("a group of tooltips drawn in the browser before their code has arrived", () => {
  // As under `gatsby develop`, or on a page reached by a client-side navigation: no server markup to keep.
  it("shows its links at once, as plain links, and keeps them once the code is there", async () => {
    render(
      <TooltipProvider>
        <Tooltip content="E-post: post@fjellsynmedia.no">
          <a href="mailto:post@fjellsynmedia.no">E-post</a>
        </Tooltip>
        <Tooltip content="Telefon: +47 912 34 567">
          <a href="tel:+4791234567">Telefon</a>
        </Tooltip>
      </TooltipProvider>,
    );

    expect(screen.getByRole("link", { name: "E-post" })).toHaveAttribute("href", "mailto:post@fjellsynmedia.no");
    expect(screen.getByRole("link", { name: "Telefon" })).toHaveAttribute("href", "tel:+4791234567");

    // The tooltip code then takes over the same links (Radix marks its triggers with data-state).
    await waitFor(() => expect(screen.getByRole("link", { name: "E-post" })).toHaveAttribute("data-state", "closed"));
    expect(screen.getByRole("link", { name: "Telefon" })).toHaveAttribute("href", "tel:+4791234567");
  });
});
