// The pages a form without JavaScript lands on after posting (a 303 from the function): the
// functions pick one, gatsby-node makes each from src/templates/form-result.tsx. A page's title and
// text are content, under its key in content/forms.json ("results").

export type FormName = "contact" | "newsletter";

/** What became of a post, as its status says. */
export type Outcome = "success" | "invalid" | "failed" | "tooMany" | "refused";

/** 2xx: success; 400 and 422: invalid; 429: too many; 5xx: failed; any other 4xx: refused. */
export function outcomeOf(status: number): Outcome {
  if (status < 300) return "success";
  if (status === 400 || status === 422) return "invalid";
  if (status === 429) return "tooMany";
  return status >= 500 ? "failed" : "refused";
}

export interface FormResultPage {
  path: string;
  /** The forms whose posts land here, on this outcome. */
  forms: readonly FormName[];
  outcome: Outcome;
  tone: "success" | "error";
  /** Where the visitor goes next; `offerEmail`: the agency's address is offered too. */
  back: "backToContact" | "backHome";
  offerEmail?: boolean;
}

const page = (
  path: string,
  forms: readonly FormName[],
  outcome: Outcome,
  back: FormResultPage["back"] = "backHome",
  offerEmail?: true,
): FormResultPage => ({ path, forms, outcome, tone: outcome === "success" ? "success" : "error", back, offerEmail });

const both = ["contact", "newsletter"] as const;

export const formResultPages = {
  contactSent: page("/skjema/kontakt-sendt", ["contact"], "success"),
  contactInvalid: page("/skjema/kontakt-ugyldig", ["contact"], "invalid", "backToContact"),
  contactFailed: page("/skjema/kontakt-feilet", ["contact"], "failed", "backToContact", true),
  newsletterSubscribed: page("/skjema/nyhetsbrev-pameldt", ["newsletter"], "success"),
  newsletterInvalid: page("/skjema/nyhetsbrev-ugyldig", ["newsletter"], "invalid"),
  newsletterFailed: page("/skjema/nyhetsbrev-feilet", ["newsletter"], "failed", "backHome", true),
  tooMany: page("/skjema/for-mange-forsok", both, "tooMany"),
  refused: page("/skjema/avvist", both, "refused", "backHome", true),
} satisfies Record<string, FormResultPage>;

export type FormResultKey = keyof typeof formResultPages;

/** The page a post to `form` lands on when the function answers with `status`. */
export function resultPageFor(form: FormName, status: number): string {
  const outcome = outcomeOf(status);
  const found = Object.values(formResultPages).find((row) => row.outcome === outcome && row.forms.includes(form));
  if (!found) throw new Error(`no result page for ${form} on ${outcome}`);
  return found.path;
}
