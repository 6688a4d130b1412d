import { fireEvent, screen, within, waitFor } from "@testing-library/react";
import * as React from "react";
import { NewsletterForm } from "../newsletter-form";
import { fetchMock, jsonResponse, renderForm } from "./render-form";
import copy from "../../../../content/forms.json";

// Role queries and a re-validation per keystroke are slow in jsdom on a busy machine.
jest.setTimeout(20_000);

function setup() {
  const view = renderForm(<NewsletterForm labels={copy} />);
  const form = screen.getByRole("form", { name: copy.newsletter.formName });
  const input = within(form).getByRole("textbox", { name: copy.newsletter.emailLabel });
  const button = () => within(form).getByRole("button");
  return { ...view, form, input, button };
}

/** The form once its code has taken it over, as after a visitor's first sign of use (here the focus). */
async function enhancedSetup() {
  const view = setup();
  fireEvent.focusIn(view.form);
  await waitFor(() => expect(view.form).toHaveAttribute("data-enhanced"));
  return view;
}

// What a visitor sees of the form (its states, toasts, failures) and the sign_up it records are
// tested in the browser (e2e/forms.spec.ts, e2e/analytics.spec.ts); here, how it reads the answer.
describe("the newsletter form", () => {
  it("asks a subscriber whose signup awaits confirmation to confirm it by e-mail", async () => {
    const { user, input, button } = await enhancedSetup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true, pending: true }));
    await user.type(input, "per@example.no");

    await user.click(button());

    expect(await screen.findByText(copy.newsletter.successPendingText)).toBeInTheDocument();
  });

  it("treats an ok answer that carries an error as a failure, and records no sign_up", async () => {
    const layer: unknown[] = [];
    (window as Window & { dataLayer?: unknown[] }).dataLayer = layer;
    const { user, input, button } = await enhancedSetup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { error: "Noe var galt" }));
    await user.type(input, "per@example.no");

    await user.click(button());

    expect(await screen.findByText(copy.newsletter.failureTitle)).toBeInTheDocument();
    expect(screen.getByText("Noe var galt")).toBeInTheDocument();
    expect(layer).toEqual([]);
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
  });
});
