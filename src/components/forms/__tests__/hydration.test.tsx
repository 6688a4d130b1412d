import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import * as React from "react";
import { ContactForm } from "../contact-form";
import { NewsletterForm } from "../newsletter-form";
import { fetchMock, jsonResponse, renderOnServer } from "./render-form";
import copy from "../../../../content/forms.json";

jest.setTimeout(20_000);

/** What a visitor does in an input before React has hydrated it: only the browser sees it. */
function typeBeforeHydration(control: HTMLElement, value: string): void {
  (control as HTMLInputElement | HTMLTextAreaElement).value = value;
}

describe("a form typed into before its code has arrived", () => {
  it("keeps every contact field the visitor filled in, and sends them", async () => {
    const { container, user, hydrate } = renderOnServer(
      <ContactForm labels={copy} agencyEmail="post@fjellsynmedia.no" />,
    );
    const form = within(container).getByRole("form", { name: copy.contact.formName });
    const field = (name: string) => within(form).getByRole("textbox", { name });
    expect(form).not.toHaveAttribute("data-enhanced");

    typeBeforeHydration(field(copy.contact.nameLabel), "Kari Nordmann");
    typeBeforeHydration(field(copy.contact.emailLabel), "kari@example.no");
    typeBeforeHydration(field(copy.contact.subjectLabel), "Ny nettside");
    typeBeforeHydration(field(copy.contact.messageLabel), "Skrevet før siden var klar.");
    await hydrate();
    // Hydrated, it is still the plain form: its code comes on the first sign of use.
    expect(form).not.toHaveAttribute("data-enhanced");
    expect(field(copy.contact.nameLabel)).toHaveValue("Kari Nordmann");

    await user.type(field(copy.contact.phoneLabel), "12345678");
    await waitFor(() => expect(form).toHaveAttribute("data-enhanced"));
    expect(field(copy.contact.nameLabel)).toHaveValue("Kari Nordmann");
    expect(field(copy.contact.messageLabel)).toHaveValue("Skrevet før siden var klar.");

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await user.click(within(form).getByRole("button", { name: copy.contact.submit }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toMatchObject({
      name: "Kari Nordmann",
      email: "kari@example.no",
      phone: "12345678",
      subject: "Ny nettside",
      message: "Skrevet før siden var klar.",
    });
    expect(await screen.findByText(copy.contact.successTitle)).toBeInTheDocument();
  });

  it("keeps an address autofilled into the newsletter signup, and sends it", async () => {
    const { container, user, hydrate } = renderOnServer(<NewsletterForm labels={copy} />);
    const form = within(container).getByRole("form", { name: copy.newsletter.formName });
    const input = within(form).getByRole("textbox", { name: copy.newsletter.emailLabel });

    typeBeforeHydration(input, "per@example.no");
    await hydrate();
    fireEvent.focusIn(form);

    await waitFor(() => expect(form).toHaveAttribute("data-enhanced"));
    expect(input).toHaveValue("per@example.no");
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await user.click(within(form).getByRole("button", { name: copy.newsletter.submit }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toEqual({ email: "per@example.no", website: "" });
  });

  it("starts empty and is enhanced when nothing was typed", async () => {
    const { container, hydrate } = renderOnServer(<NewsletterForm labels={copy} />);
    await hydrate();
    const form = within(container).getByRole("form", { name: copy.newsletter.formName });
    fireEvent.focusIn(form);

    await waitFor(() => expect(form).toHaveAttribute("data-enhanced"));
    expect(within(form).getByRole("textbox", { name: copy.newsletter.emailLabel })).toHaveValue("");
  });

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
