import { screen, waitFor, within } from "@testing-library/react";
import * as React from "react";
import { ContactForm } from "../contact-form";
import { deferred, fetchMock, jsonResponse, renderForm } from "./render-form";

const AGENCY = "post@fjellsynmedia.no";

function setup() {
  const view = renderForm(<ContactForm agencyEmail={AGENCY} />);
  const form = screen.getByRole("form", { name: "Kontaktskjema" });
  const field = (name: string) => within(form).getByRole("textbox", { name });
  return { ...view, form, field };
}

// Role queries and a re-validation per keystroke are slow in jsdom on a busy machine.
jest.setTimeout(20_000);

/** Fills the form the way a person pasting from notes would: one field at a time. */
async function fillIn(user: ReturnType<typeof setup>["user"], field: ReturnType<typeof setup>["field"]) {
  const values: [string, string][] = [
    ["Navn", "Kari Nordmann"],
    ["E-post", "kari@example.no"],
    ["Telefon (valgfritt)", "+47 987 65 432"],
    ["Emne", "Ny nettside"],
    ["Melding", "Hei!\nVi trenger hjelp."],
  ];
  for (const [name, value] of values) {
    await user.click(field(name));
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

    for (const name of ["Navn", "E-post", "Emne", "Melding"]) expect(field(name)).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Telefon (valgfritt)" })).not.toBeRequired();
    expect(field("E-post")).toHaveAttribute("type", "email");
    expect(field("Melding").tagName).toBe("TEXTAREA");
    expect(screen.getByText("Felt merket med * må fylles ut.")).toBeInTheDocument();
  });

  it("shows the seed's toast and an inline error on each empty required field", async () => {
    const { user, field } = setup();

    await user.click(screen.getByRole("button", { name: "Send melding" }));

    expect(
      await screen.findByText("Vennligst fyll ut alle obligatoriske felt", { selector: "strong" }),
    ).toBeInTheDocument();
    for (const name of ["Navn", "E-post", "Emne", "Melding"]) {
      const input = field(name);
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription("Dette feltet må fylles ut");
    }
    expect(field("Telefon (valgfritt)")).not.toHaveAttribute("aria-invalid");
    expect(screen.getAllByRole("alert").filter((alert) => alert.tagName === "P")).toHaveLength(4);
    expect(field("Navn")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says the address is invalid when that is all that is wrong", async () => {
    const { user, field } = setup();
    await fillIn(user, field);
    await user.clear(field("E-post"));
    await user.type(field("E-post"), "kari.example.no");

    await user.click(screen.getByRole("button", { name: "Send melding" }));

    expect(
      await screen.findByText("Vennligst skriv inn en gyldig e-postadresse", { selector: "strong" }),
    ).toBeInTheDocument();
    expect(field("E-post")).toHaveAccessibleDescription("Vennligst skriv inn en gyldig e-postadresse");
    expect(field("E-post")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears an inline error as soon as the field is fixed", async () => {
    const { user, field } = setup();
    await user.click(screen.getByRole("button", { name: "Send melding" }));

    await user.type(field("Navn"), "Kari");

    await waitFor(() => expect(field("Navn")).not.toHaveAttribute("aria-invalid"));
  });

  it("reads Sender... and is disabled while sending, then thanks the visitor and clears the form", async () => {
    const { user, field } = setup();
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    await fillIn(user, field);

    await user.click(screen.getByRole("button", { name: "Send melding" }));

    const button = await screen.findByRole("button", { name: "Sender..." });
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

    expect(await screen.findByText("Meldingen ble sendt!")).toBeInTheDocument();
    expect(
      screen.getByText("Takk for at du tok kontakt. Vi tar kontakt med deg så snart som mulig."),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Meldingen ble sendt!");
    for (const name of ["Navn", "E-post", "Telefon (valgfritt)", "Emne", "Melding"])
      expect(field(name)).toHaveValue("");
    expect(screen.getByRole("button", { name: "Send melding" })).toBeEnabled();
  });

  it("keeps everything typed and offers the agency address when sending fails", async () => {
    const { user, field } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(502, { error: "Vi kunne ikke sende meldingen akkurat nå." }));
    await fillIn(user, field);

    await user.click(screen.getByRole("button", { name: "Send melding" }));

    const title = await screen.findByText("Noe gikk galt ved sending");
    expect(title.closest('[role="alert"]')).toHaveTextContent(
      `Prøv igjen om litt, eller send oss en e-post direkte på ${AGENCY}.`,
    );
    expect(field("Navn")).toHaveValue("Kari Nordmann");
    expect(field("Melding")).toHaveValue("Hei!\nVi trenger hjelp.");
    expect(screen.getByRole("button", { name: "Send melding" })).toBeEnabled();
  });

  it("treats a network failure like any other failure", async () => {
    const { user, field } = setup();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await fillIn(user, field);

    await user.click(screen.getByRole("button", { name: "Send melding" }));

    expect(await screen.findByText("Noe gikk galt ved sending")).toBeInTheDocument();
    expect(field("E-post")).toHaveValue("kari@example.no");
  });

  it("shows the server's field errors inline", async () => {
    const { user, field } = setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, {
        error: "Vennligst skriv inn en gyldig e-postadresse",
        fields: { email: "Vennligst skriv inn en gyldig e-postadresse" },
      }),
    );
    await fillIn(user, field);

    await user.click(screen.getByRole("button", { name: "Send melding" }));

    await waitFor(() =>
      expect(field("E-post")).toHaveAccessibleDescription("Vennligst skriv inn en gyldig e-postadresse"),
    );
  });

  it("sends a retry of the same message with the same key, and the next message with a new one", async () => {
    const { user, field } = setup();
    const sentKey = (call: number): unknown =>
      (JSON.parse(String(fetchMock.mock.calls[call]?.[1].body)) as { idempotencyKey?: unknown }).idempotencyKey;
    fetchMock.mockResolvedValueOnce(jsonResponse(502, { error: "Vi kunne ikke sende meldingen akkurat nå." }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await fillIn(user, field);

    await user.click(screen.getByRole("button", { name: "Send melding" }));
    await screen.findByText("Noe gikk galt ved sending");
    await user.click(screen.getByRole("button", { name: "Send melding" }));
    await screen.findByText("Meldingen ble sendt!");

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentKey(0)).toEqual(expect.any(String));
    expect(sentKey(1)).toBe(sentKey(0));

    await fillIn(user, field);
    await user.click(screen.getByRole("button", { name: "Send melding" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(sentKey(2)).toEqual(expect.any(String));
    expect(sentKey(2)).not.toBe(sentKey(0));
  });

  it("takes a new key when the message is changed after a failure", async () => {
    const { user, field } = setup();
    const sentKey = (call: number): unknown =>
      (JSON.parse(String(fetchMock.mock.calls[call]?.[1].body)) as { idempotencyKey?: unknown }).idempotencyKey;
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await fillIn(user, field);

    await user.click(screen.getByRole("button", { name: "Send melding" }));
    await screen.findByText("Noe gikk galt ved sending");
    await user.type(field("Melding"), " Ring meg gjerne.");
    await user.click(screen.getByRole("button", { name: "Send melding" }));

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
    const { user, field } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await fillIn(user, field);

    await user.click(screen.getByRole("button", { name: "Send melding" }));
    await screen.findByText("Meldingen ble sendt!");

    expect(events()).toEqual([{ event: "generate_lead", form: "contact", page_path: "/kontakt" }]);
    expect(JSON.stringify(events())).not.toMatch(/Kari|example|987|Ny nettside|Hei/);
  });

  it.each([
    ["a refusal", () => fetchMock.mockResolvedValueOnce(jsonResponse(502, { error: "SMTP nede" }))],
    ["an ok status carrying an error", () => fetchMock.mockResolvedValueOnce(jsonResponse(200, { error: "Nei" }))],
    ["a network failure", () => fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"))],
  ])("pushes nothing after %s", async (_name, answer) => {
    const { user, field } = setup();
    answer();
    await fillIn(user, field);

    await user.click(screen.getByRole("button", { name: "Send melding" }));
    await screen.findByText("Noe gikk galt ved sending");

    expect(events()).toEqual([]);
  });

  it("counts a retried message once, and the next message again", async () => {
    const { user, field } = setup();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await fillIn(user, field);

    await user.click(screen.getByRole("button", { name: "Send melding" }));
    await screen.findByText("Noe gikk galt ved sending");
    await user.click(screen.getByRole("button", { name: "Send melding" }));
    await screen.findByText("Meldingen ble sendt!");
    expect(events()).toHaveLength(1);

    await fillIn(user, field);
    await user.click(screen.getByRole("button", { name: "Send melding" }));
    await waitFor(() => expect(events()).toHaveLength(2));
  });

  it("pushes nothing for a bot that filled the trap field, though it is told it worked", async () => {
    const { user, field, form } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await fillIn(user, field);
    const trap = form.querySelector<HTMLInputElement>('input[name="website"]');
    if (trap) trap.value = "https://spam.example";

    await user.click(screen.getByRole("button", { name: "Send melding" }));
    await screen.findByText("Meldingen ble sendt!");

    expect(events()).toEqual([]);
  });
});
