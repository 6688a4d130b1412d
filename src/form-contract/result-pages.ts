// The pages a form without JavaScript lands on after posting (a 303 from the function), from one
// table shared by the functions, which pick the page, and gatsby-node, which makes each page from
// one template (src/templates/form-result.tsx). A page's title and text are content, under its key
// in content/forms.json ("results").

export type FormName = "contact" | "newsletter";

/** What became of a post, as its status says. */
export type Outcome = "success" | "invalid" | "failed" | "tooMany" | "refused";

/** 2xx: success; 400 and 422: invalid; 429: too many; 5xx: failed; any other 4xx: refused. */
export function outcomeOf(status: number): Outcome {
  if (status < 300) return "success";
  if (status === 400 || status === 422) return "invalid";
  if (status === 429) return "tooMany";
  if (status >= 500) return "failed";
  return "refused";
}

export interface FormResultPage {
  path: string;
  /** The forms whose posts land here, and on which outcome. */
  forms: readonly FormName[];
  outcome: Outcome;
  tone: "success" | "error";
  /** Where the visitor goes next; the agency e-mail is offered on failures. */
  back: "backToContact" | "backHome";
  offerEmail?: boolean;
}

const both = ["contact", "newsletter"] as const;

export const formResultPages = {
  contactSent: {
    path: "/skjema/kontakt-sendt",
    forms: ["contact"],
    outcome: "success",
    tone: "success",
    back: "backHome",
  },
  contactInvalid: {
    path: "/skjema/kontakt-ugyldig",
    forms: ["contact"],
    outcome: "invalid",
    tone: "error",
    back: "backToContact",
  },
  contactFailed: {
    path: "/skjema/kontakt-feilet",
    forms: ["contact"],
    outcome: "failed",
    tone: "error",
    back: "backToContact",
    offerEmail: true,
  },
  newsletterSubscribed: {
    path: "/skjema/nyhetsbrev-pameldt",
    forms: ["newsletter"],
    outcome: "success",
    tone: "success",
    back: "backHome",
  },
  newsletterInvalid: {
    path: "/skjema/nyhetsbrev-ugyldig",
    forms: ["newsletter"],
    outcome: "invalid",
    tone: "error",
    back: "backHome",
  },
  newsletterFailed: {
    path: "/skjema/nyhetsbrev-feilet",
    forms: ["newsletter"],
    outcome: "failed",
    tone: "error",
    back: "backHome",
    offerEmail: true,
  },
  tooMany: { path: "/skjema/for-mange-forsok", forms: both, outcome: "tooMany", tone: "error", back: "backHome" },
  refused: {
    path: "/skjema/avvist",
    forms: both,
    outcome: "refused",
    tone: "error",
    back: "backHome",
    offerEmail: true,
  },
} as const satisfies Record<string, FormResultPage>;

export type FormResultKey = keyof typeof formResultPages;

/** The page a post to `form` lands on when the function answers with `status`. */
export function resultPageFor(form: FormName, status: number): string {
  const outcome = outcomeOf(status);
  const page = Object.values(formResultPages).find(
    (candidate: FormResultPage) => candidate.outcome === outcome && candidate.forms.includes(form),
  );
  if (!page) throw new Error(`no result page for ${form} on ${outcome}`);
  return page.path;
}
