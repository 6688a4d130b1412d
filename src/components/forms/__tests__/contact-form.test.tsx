import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import * as React from "react";
import { ContactForm } from "../contact-form";
import { deferred, fetchMock, jsonResponse, renderForm } from "./render-form";
import copy from "../../../../content/forms.json";
import { withAgencyEmail } from "../../../form-contract/messages";

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

describe("the contact form", () => {
  it("is a real form that posts to the function without JavaScript", () => {
    const { form } = setup();

    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/send-contact-email");
    expect(form).toHaveAttribute("novalidate");
  });

  it("marks the four required fields and gives the address an e-mail input", () => {
    const { field } = setup();

    for (const name of [
      copy.contact.nameLabel,
      copy.contact.emailLabel,
      copy.contact.subjectLabel,
      copy.contact.messageLabel,
    ])
      expect(field(name)).toBeRequired();
    expect(screen.getByRole("textbox", { name: copy.contact.phoneLabel })).not.toBeRequired();
    expect(field(copy.contact.emailLabel)).toHaveAttribute("type", "email");
    expect(field(copy.contact.messageLabel).tagName).toBe("TEXTAREA");
    expect(screen.getByText(copy.contact.requiredNote)).toBeInTheDocument();
  });

  it("shows the required-field toast and an inline error on each empty required field", async () => {
    const { user, field } = await enhancedSetup();

    await user.click(screen.getByRole("button", { name: copy.contact.submit }));

    expect(await screen.findByText(copy.errors.required, { selector: "strong" })).toBeInTheDocument();
    for (const name of [
      copy.contact.nameLabel,
      copy.contact.emailLabel,
      copy.contact.subjectLabel,
      copy.contact.messageLabel,
    ]) {
      const input = field(name);
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(copy.errors.requiredInline);
    }
    expect(field(copy.contact.phoneLabel)).not.toHaveAttribute("aria-invalid");
    expect(screen.getAllByRole("alert").filter((alert) => alert.tagName === "P")).toHaveLength(4);
    expect(field(copy.contact.nameLabel)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says the address is invalid when that is all that is wrong", async () => {
    const { user, field } = await enhancedSetup();
    await fillIn(user, field);
    await user.clear(field(copy.contact.emailLabel));
    await user.type(field(copy.contact.emailLabel), "kari.example.no");

    await user.click(screen.getByRole("button", { name: copy.contact.submit }));

    expect(await screen.findByText(copy.errors.invalidEmail, { selector: "strong" })).toBeInTheDocument();
    expect(field(copy.contact.emailLabel)).toHaveAccessibleDescription(copy.errors.invalidEmail);
    expect(field(copy.contact.emailLabel)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears an inline error as soon as the field is fixed", async () => {
    const { user, field } = await enhancedSetup();
    await user.click(screen.getByRole("button", { name: copy.contact.submit }));

    await user.type(field(copy.contact.nameLabel), "Kari");

    await waitFor(() => expect(field(copy.contact.nameLabel)).not.toHaveAttribute("aria-invalid"));
  });

  it("reads Sender... and is disabled while sending, then thanks the visitor and clears the form", async () => {
    const { user, field } = await enhancedSetup();
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    await fillIn(user, field);

    await user.click(screen.getByRole("button", { name: copy.contact.submit }));

    const button = await screen.findByRole("button", { name: copy.contact.submitting });
    expect(button).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith("/api/send-contact-email", expect.objectContaining({ method: "POST" }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toEqual({
      name: "Kari Nordmann",
      email: "kari@example.no",
      phone: "+47 987 65 432",
      subject: "Ny nettside",
      message: "Hei!\nVi trenger hjelp.",
      website: "",
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    });

    answer.resolve(jsonResponse(200, { ok: true }));

    expect(await screen.findByText(copy.contact.successTitle)).toBeInTheDocument();
    expect(screen.getByText(copy.contact.successText)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(copy.contact.successTitle);
    for (const name of [
      copy.contact.nameLabel,
      copy.contact.emailLabel,
      copy.contact.phoneLabel,
      copy.contact.subjectLabel,
      copy.contact.messageLabel,
    ])
      expect(field(name)).toHaveValue("");
    expect(screen.getByRole("button", { name: copy.contact.submit })).toBeEnabled();
  });

  it("keeps everything typed and offers the agency address when sending fails", async () => {
    const { user, field } = await enhancedSetup();
    fetchMock.mockResolvedValueOnce(jsonResponse(502, { error: "Vi kunne ikke sende meldingen akkurat nå." }));
    await fillIn(user, field);

    await user.click(screen.getByRole("button", { name: copy.contact.submit }));

    const title = await screen.findByText(copy.contact.failureTitle);
    expect(title.closest('[role="alert"]')).toHaveTextContent(withAgencyEmail(copy.contact.failureText, AGENCY));
    expect(field(copy.contact.nameLabel)).toHaveValue("Kari Nordmann");
    expect(field(copy.contact.messageLabel)).toHaveValue("Hei!\nVi trenger hjelp.");
    expect(screen.getByRole("button", { name: copy.contact.submit })).toBeEnabled();
  });

  it("treats a network failure like any other failure", async () => {
    const { user, field } = await enhancedSetup();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await fillIn(user, field);

    await user.click(screen.getByRole("button", { name: copy.contact.submit }));

    expect(await screen.findByText(copy.contact.failureTitle)).toBeInTheDocument();
    expect(field(copy.contact.emailLabel)).toHaveValue("kari@example.no");
  });

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

  it("sends a retry of the same message with the same key, and the next message with a new one", async () => {
    const { user, field } = await enhancedSetup();
    const sentKey = (call: number): unknown =>
      (JSON.parse(String(fetchMock.mock.calls[call]?.[1].body)) as { idempotencyKey?: unknown }).idempotencyKey;
    fetchMock.mockResolvedValueOnce(jsonResponse(502, { error: "Vi kunne ikke sende meldingen akkurat nå." }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await fillIn(user, field);

    await user.click(screen.getByRole("button", { name: copy.contact.submit }));
    await screen.findByText(copy.contact.failureTitle);
    await user.click(screen.getByRole("button", { name: copy.contact.submit }));
    await screen.findByText(copy.contact.successTitle);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentKey(0)).toEqual(expect.any(String));
    expect(sentKey(1)).toBe(sentKey(0));

    await fillIn(user, field);
    await user.click(screen.getByRole("button", { name: copy.contact.submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(sentKey(2)).toEqual(expect.any(String));
    expect(sentKey(2)).not.toBe(sentKey(0));
  });

  it("takes a new key when the message is changed after a failure", async () => {
    const { user, field } = await enhancedSetup();
    const sentKey = (call: number): unknown =>
      (JSON.parse(String(fetchMock.mock.calls[call]?.[1].body)) as { idempotencyKey?: unknown }).idempotencyKey;
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await fillIn(user, field);

    await user.click(screen.getByRole("button", { name: copy.contact.submit }));
    await screen.findByText(copy.contact.failureTitle);
    await user.type(field(copy.contact.messageLabel), " Ring meg gjerne.");
    await user.click(screen.getByRole("button", { name: copy.contact.submit }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentKey(1)).not.toBe(sentKey(0));
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
});

describe("what the contact form records for the agency", () => {
  type LayerWindow = Window & { dataLayer?: unknown[] };
  const events = () => ((window as LayerWindow).dataLayer ?? []).filter((entry) => !Array.isArray(entry));

  beforeEach(() => {
    (window as LayerWindow).dataLayer = [];
    window.history.pushState(null, "", "/kontakt?utm_source=nyhetsbrev");
  });
  afterEach(() => {
    delete (window as LayerWindow).dataLayer;
  });

  it("pushes one generate_lead when the function confirms the message, with nothing the visitor typed", async () => {
    const { user, field } = await enhancedSetup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await fillIn(user, field);

    await user.click(screen.getByRole("button", { name: copy.contact.submit }));
    await screen.findByText(copy.contact.successTitle);

    expect(events()).toEqual([{ event: "generate_lead", form: "contact", page_path: "/kontakt" }]);
    expect(JSON.stringify(events())).not.toMatch(/Kari|example|987|Ny nettside|Hei/);
  });

  it.each([
    ["a refusal", () => fetchMock.mockResolvedValueOnce(jsonResponse(502, { error: "SMTP nede" }))],
    ["an ok status carrying an error", () => fetchMock.mockResolvedValueOnce(jsonResponse(200, { error: "Nei" }))],
    ["a network failure", () => fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"))],
  ])("pushes nothing after %s", async (_name, answer) => {
    const { user, field } = await enhancedSetup();
    answer();
    await fillIn(user, field);

    await user.click(screen.getByRole("button", { name: copy.contact.submit }));
    await screen.findByText(copy.contact.failureTitle);

    expect(events()).toEqual([]);
  });

  it("counts a retried message once, and the next message again", async () => {
    const { user, field } = await enhancedSetup();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await fillIn(user, field);

    await user.click(screen.getByRole("button", { name: copy.contact.submit }));
    await screen.findByText(copy.contact.failureTitle);
    await user.click(screen.getByRole("button", { name: copy.contact.submit }));
    await screen.findByText(copy.contact.successTitle);
    expect(events()).toHaveLength(1);

    await fillIn(user, field);
    await user.click(screen.getByRole("button", { name: copy.contact.submit }));
    await waitFor(() => expect(events()).toHaveLength(2));
  });

  it("pushes nothing for a bot that filled the trap field, though it is told it worked", async () => {
    const { user, field, form } = await enhancedSetup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await fillIn(user, field);
    const trap = form.querySelector<HTMLInputElement>('input[name="website"]');
    if (trap) trap.value = "https://spam.example";

    await user.click(screen.getByRole("button", { name: copy.contact.submit }));
    await screen.findByText(copy.contact.successTitle);

    expect(events()).toEqual([]);
  });
});
