import { act, fireEvent, screen, within, waitFor } from "@testing-library/react";
import * as React from "react";
import { NewsletterForm } from "../newsletter-form";
import { deferred, fetchMock, jsonResponse, renderForm } from "./render-form";
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

describe("the newsletter form", () => {
  it("is a real form with a labelled e-mail input and a Meld på button", () => {
    const { form, input, button } = setup();

    expect(form).toHaveAttribute("action", "/api/mailchimp-subscribe");
    expect(form).toHaveAttribute("method", "post");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toBeRequired();
    expect(button()).toHaveTextContent(copy.newsletter.submit);
  });

  it("asks for a valid address when it is empty or has no at-sign", async () => {
    const { user, input, button } = await enhancedSetup();

    await user.click(button());
    expect(await screen.findByText(copy.errors.invalidEmail, { selector: "strong" })).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");

    await user.type(input, "per.example.no");
    await user.click(button());
    expect(input).toHaveAccessibleDescription(copy.errors.invalidEmail);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads Melder på... with the input disabled while sending, then thanks and clears", async () => {
    const { user, input, button } = await enhancedSetup();
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    await user.type(input, "per@example.no");

    await user.click(button());

    expect(await screen.findByRole("button", { name: copy.newsletter.submitting })).toBeDisabled();
    expect(input).toBeDisabled();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toEqual({ email: "per@example.no", website: "" });

    answer.resolve(jsonResponse(200, { ok: true }));

    expect(await screen.findByText(copy.newsletter.successTitle)).toBeInTheDocument();
    expect(screen.getByText(copy.newsletter.successText)).toBeInTheDocument();
    expect(input).toHaveValue("");
    expect(input).toBeEnabled();
    expect(button()).toHaveTextContent(copy.newsletter.submit);
  });

  it("asks a subscriber whose signup awaits confirmation to confirm it by e-mail", async () => {
    const { user, input, button } = await enhancedSetup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true, pending: true }));
    await user.type(input, "per@example.no");

    await user.click(button());

    expect(await screen.findByText(copy.newsletter.successPendingText)).toBeInTheDocument();
  });

  it("shows the server's message when the signup is refused", async () => {
    const { user, input, button } = await enhancedSetup();
    fetchMock.mockResolvedValueOnce(jsonResponse(422, { error: copy.newsletterAnswers.rejectedAddress }));
    await user.type(input, "per@example.no");

    await user.click(button());

    const title = await screen.findByText(copy.newsletter.failureTitle);
    expect(title.closest('[role="alert"]')).toHaveTextContent(copy.newsletterAnswers.rejectedAddress);
    expect(input).toHaveValue("per@example.no");
  });

  it("treats an ok answer that carries an error as a failure", async () => {
    const { user, input, button } = await enhancedSetup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { error: "Noe var galt" }));
    await user.type(input, "per@example.no");

    await user.click(button());

    expect(await screen.findByText(copy.newsletter.failureTitle)).toBeInTheDocument();
    expect(screen.getByText("Noe var galt")).toBeInTheDocument();
  });

  it("falls back to a generic hint when the answer has no message", async () => {
    const { user, input, button } = await enhancedSetup();
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 500,
      json: () => Promise.reject(new SyntaxError("not json")),
    } as Response);
    await user.type(input, "per@example.no");

    await user.click(button());

    expect(await screen.findByText(copy.newsletter.failureFallback)).toBeInTheDocument();
  });

  it("says it could not connect when the network fails", async () => {
    const { user, input, button } = await enhancedSetup();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await user.type(input, "per@example.no");

    await user.click(button());

    expect(await screen.findByText(copy.newsletter.networkFailure)).toBeInTheDocument();
  });

  it("keeps its toasts for five seconds", async () => {
    jest.useFakeTimers();
    try {
      const { input, button } = await enhancedSetup();
      fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
      fireEvent.change(input, { target: { value: "per@example.no" } });
      act(() => {
        button().click();
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByText(copy.newsletter.successTitle)).toBeInTheDocument();

      await act(async () => {
        await jest.advanceTimersByTimeAsync(4900);
      });
      expect(screen.getByText(copy.newsletter.successTitle)).toBeInTheDocument();

      // Dismissed at 5 s, then removed after react-hot-toast's 1 s exit animation.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(200);
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1100);
      });
      expect(screen.queryByText(copy.newsletter.successTitle)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("what the newsletter form records for the agency", () => {
  type LayerWindow = Window & { dataLayer?: unknown[] };
  const events = () => (window as LayerWindow).dataLayer ?? [];

  beforeEach(() => {
    (window as LayerWindow).dataLayer = [];
    window.history.pushState(null, "", "/prosjekter#bunn");
  });
  afterEach(() => {
    delete (window as LayerWindow).dataLayer;
  });

  it("pushes one sign_up when the function confirms the signup, without the address", async () => {
    const { user, input, button } = await enhancedSetup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await user.type(input, "per@example.no");

    await user.click(button());
    await screen.findByText(copy.newsletter.successTitle);

    expect(events()).toEqual([{ event: "sign_up", method: "newsletter", page_path: "/prosjekter" }]);
  });

  it.each([
    ["a refusal", () => fetchMock.mockResolvedValueOnce(jsonResponse(503, { error: "Prøv igjen senere." }))],
    ["an ok status carrying an error", () => fetchMock.mockResolvedValueOnce(jsonResponse(200, { error: "Nei" }))],
    ["a network failure", () => fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"))],
  ])("pushes nothing after %s", async (_name, answer) => {
    const { user, input, button } = await enhancedSetup();
    answer();
    await user.type(input, "per@example.no");

    await user.click(button());
    await screen.findByText(copy.newsletter.failureTitle);

    expect(events()).toEqual([]);
  });
});
