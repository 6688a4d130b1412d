import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Tooltip, TooltipProvider } from "../lazy-tooltip";

function group() {
  return render(
    <TooltipProvider>
      <Tooltip content="E-post: post@fjellsynmedia.no">
        <a href="mailto:post@fjellsynmedia.no" aria-label="E-post">
          @
        </a>
      </Tooltip>
      <Tooltip content="Telefon: +47 912 34 567">
        <a href="tel:+4791234567" aria-label="Telefon">
          ☎
        </a>
      </Tooltip>
    </TooltipProvider>,
  );
}

// Radix marks the triggers it has taken over with data-state.
const takenOver = (name: string) =>
  waitFor(() => expect(screen.getByRole("link", { name })).toHaveAttribute("data-state"));

// The tooltips' code arrives once per page: the first test that gives a sign of use sees it taken over.
describe("a group of icon links with tooltips", () => {
  it("is plain links, with their names, until a pointer or the focus reaches it", () => {
    group();

    expect(screen.getByRole("link", { name: "E-post" })).toHaveAttribute("href", "mailto:post@fjellsynmedia.no");
    expect(screen.getByRole("link", { name: "Telefon" })).toHaveAttribute("href", "tel:+4791234567");
    expect(screen.getByRole("link", { name: "E-post" })).not.toHaveAttribute("data-state");
  });

  it("keeps the focus on the link that had it when the tooltips take over", async () => {
    group();

    screen.getByRole("link", { name: "Telefon" }).focus();

    await takenOver("Telefon");
    expect(screen.getByRole("link", { name: "Telefon" })).toHaveFocus();
  });

  it("is taken over by the tooltips once the pointer comes over it, the links unchanged", async () => {
    group();

    fireEvent.pointerOver(screen.getByRole("link", { name: "Telefon" }));

    await takenOver("Telefon");
    expect(screen.getByRole("link", { name: "Telefon" })).toHaveAttribute("href", "tel:+4791234567");
    expect(screen.getByRole("link", { name: "E-post" })).toHaveAttribute("href", "mailto:post@fjellsynmedia.no");
  });
});
