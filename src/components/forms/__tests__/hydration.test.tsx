import { fireEvent, waitFor, within } from "@testing-library/react";
import * as React from "react";
import { ContactForm } from "../contact-form";
import { renderOnServer } from "./render-form";
import copy from "../../../../content/forms.json";

jest.setTimeout(20_000);

/** What a visitor does in an input before React has hydrated it: only the browser sees it. */
function typeBeforeHydration(control: HTMLElement, value: string): void {
  (control as HTMLInputElement | HTMLTextAreaElement).value = value;
}

// That what was typed before the code arrived is sent is tested in the browser (e2e/forms.spec.ts).
describe("a form typed into before its code has arrived", () => {
  it("is taken over on the same elements: the field keeps the focus, the caret and the text", async () => {
    const { container, hydrate } = renderOnServer(<ContactForm labels={copy} agencyEmail="post@fjellsynmedia.no" />);
    await hydrate();
    const form = within(container).getByRole("form", { name: copy.contact.formName });
    const message = within(form).getByRole("textbox", { name: copy.contact.messageLabel });
    typeBeforeHydration(message, "Hei, vi trenger en ny nettside.");
    message.focus();
    (message as HTMLTextAreaElement).setSelectionRange(4, 4);
    fireEvent.focusIn(message);

    await waitFor(() => expect(form).toHaveAttribute("data-enhanced"));
    expect(within(form).getByRole("textbox", { name: copy.contact.messageLabel })).toBe(message);
    expect(message).toHaveFocus();
    expect((message as HTMLTextAreaElement).selectionStart).toBe(4);
    expect(message).toHaveValue("Hei, vi trenger en ny nettside.");
  });
});
