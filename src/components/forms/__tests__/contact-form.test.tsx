import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import * as React from "react";
import { ContactForm } from "../contact-form";
import { fetchMock, jsonResponse, renderForm } from "./render-form";
import copy from "../../../../content/forms.json";

const AGENCY = "post@fjellsynmedia.no";

function setup() {
  const view = renderForm(<ContactForm labels={copy} agencyEmail={AGENCY} />);
  const form = screen.getByRole("form", { name: copy.contact.formName });
  const field = (name: string) => within(form).getByRole("textbox", { name });
  return { ...view, form, field };
}

/** The form once its code has taken it over, as after a visitor's first sign of use (here the focus). */
async function enhancedSetup() {
  const view = setup();
  fireEvent.focusIn(view.form);
  await waitFor(() => expect(view.form).toHaveAttribute("data-enhanced"));
  return view;
}

// Role queries and a re-validation per keystroke are slow in jsdom on a busy machine.
jest.setTimeout(20_000);

/** Fills the form the way a person pasting from notes would: one field at a time. */
async function fillIn(user: ReturnType<typeof setup>["user"], field: ReturnType<typeof setup>["field"]) {
  const values: [string, string][] = [
    [copy.contact.nameLabel, "Kari Nordmann"],
    [copy.contact.emailLabel, "kari@example.no"],
    [copy.contact.phoneLabel, "+47 987 65 432"],
    [copy.contact.subjectLabel, "Ny nettside"],
    [copy.contact.messageLabel, "Hei!\nVi trenger hjelp."],
  ];
  for (const [name, value] of values) {
    // Cleared first: user-event does not see a form's reset, and would paste after the text it last saw.
    await user.clear(field(name));
    await user.paste(value);
  }
}

// What a visitor sees of the form (its fields, toasts, states) is tested in the browser (e2e/forms.spec.ts);
// here, what the browser can't show.
describe("the contact form", () => {
  it("shows the server's field errors inline", async () => {
    const { user, field } = await enhancedSetup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, {
        error: copy.errors.invalidEmail,
        fields: { email: copy.errors.invalidEmail },
      }),
    );
    await fillIn(user, field);

    await user.click(screen.getByRole("button", { name: copy.contact.submit }));

    await waitFor(() => expect(field(copy.contact.emailLabel)).toHaveAccessibleDescription(copy.errors.invalidEmail));
  });

  it("keeps the key out of the form itself, so the form posted without JavaScript has none", () => {
    const { form } = setup();

    expect(form.querySelector('[name="idempotencyKey"]')).toBeNull();
  });

  it("hides its honeypot from people and assistive technology", () => {
    const { form } = setup();

    const trap = form.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(form).queryByRole("textbox", { name: /Nettside/ })).toBeNull();
  });

  it("pushes no generate_lead for a bot that filled the trap field, though it is told it worked", async () => {
    const layer: unknown[] = [];
    (window as Window & { dataLayer?: unknown[] }).dataLayer = layer;
    const { user, field, form } = await enhancedSetup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await fillIn(user, field);
    const trap = form.querySelector<HTMLInputElement>('input[name="website"]');
    if (trap) trap.value = "https://spam.example";

    await user.click(screen.getByRole("button", { name: copy.contact.submit }));
    await screen.findByText(copy.contact.successTitle);

    expect(layer).toEqual([]);
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
  });
});
