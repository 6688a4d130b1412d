// The pages a form without JavaScript lands on after posting (src/pages/skjema/*), from one table.
import { CircleAlert, CircleCheck } from "lucide-react";
import styled, { css } from "styled-components";
import { staticPaths } from "../../content-model/routes";
import { useSiteIdentity } from "../../hooks/use-site-identity";
import { contactResultPages, newsletterResultPages } from "../../form-contract/routes";
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from "../../form-contract/messages";
import { Seo } from "../seo/seo";
import { ButtonAnchor, ButtonLink } from "../ui/button";
import { MessagePage } from "../ui/message-page";
import { contactText } from "./contact-form";
import { newsletterText } from "./newsletter-form";
import { colors, radii, sizes, space } from "../../theme/tokens";

interface ResultContent {
  path: string;
  tone: "success" | "error";
  title: string;
  text: (email: string) => string;
  /** Where the visitor goes next; the agency e-mail is offered on failures. */
  back: { to: string; label: string };
  offerEmail?: boolean;
}

const backToContact = { to: staticPaths.contact, label: "Tilbake til kontaktskjemaet" };
const backHome = { to: staticPaths.home, label: "Tilbake til forsiden" };
// Browsers usually restore what was typed when the visitor goes back.
const goBack = "Gå tilbake med nettleserens tilbakeknapp, så ligger det du skrev som regel der fortsatt.";

export const formResults = {
  contactSent: {
    path: contactResultPages.success,
    tone: "success",
    title: contactText.successTitle,
    text: () => contactText.successDescription,
    back: backHome,
  },
  contactInvalid: {
    path: contactResultPages.invalid,
    tone: "error",
    title: REQUIRED_MESSAGE,
    text: () => `Navn, e-post, emne og melding må fylles ut, og e-postadressen må være gyldig. ${goBack}`,
    back: backToContact,
  },
  contactFailed: {
    path: contactResultPages.failed,
    tone: "error",
    title: contactText.failureTitle,
    text: (email) => `Vi fikk ikke sendt meldingen din. ${contactText.failureDescription(email)}`,
    back: backToContact,
    offerEmail: true,
  },
  newsletterSubscribed: {
    path: newsletterResultPages.success,
    tone: "success",
    title: newsletterText.successTitle,
    text: () => newsletterText.successDescription,
    back: backHome,
  },
  newsletterInvalid: {
    path: newsletterResultPages.invalid,
    tone: "error",
    title: INVALID_EMAIL_MESSAGE,
    text: () => `Adressen du skrev inn, ser ikke ut som en e-postadresse. Påmeldingen finner du nederst på hver side.`,
    back: backHome,
  },
  newsletterFailed: {
    path: newsletterResultPages.failed,
    tone: "error",
    title: newsletterText.failureTitle,
    text: () => `${newsletterText.failureFallback}.`,
    back: backHome,
    offerEmail: true,
  },
  tooMany: {
    path: contactResultPages.tooMany,
    tone: "error",
    title: "For mange forsøk",
    text: () => "Du har sendt mange skjemaer på kort tid. Vent noen minutter og prøv igjen.",
    back: backHome,
  },
  refused: {
    path: contactResultPages.refused,
    tone: "error",
    title: "Skjemaet ble avvist",
    text: () => `Skjemaet kan bare sendes fra nettsiden vår, og innholdet må ikke være for langt. ${goBack}`,
    back: backHome,
    offerEmail: true,
  },
} as const satisfies Record<string, ResultContent>;

export type FormResultKey = keyof typeof formResults;

const icons = { success: CircleCheck, error: CircleAlert } as const;

const tones = {
  success: css`
    background: ${colors.glacier};
    color: ${colors.success};
  `,
  error: css`
    background: ${colors.accentSoft};
    color: ${colors.danger};
  `,
};

// Twice a touch target: the one picture on the page.
const Badge = styled.div<{ $tone: ResultContent["tone"] }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: calc(2 * ${sizes.touchTarget});
  height: calc(2 * ${sizes.touchTarget});
  margin-bottom: ${space.lg};
  border-radius: ${radii.pill};

  ${({ $tone }) => tones[$tone]}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.sm};
`;

export function FormResultPage({ result }: { result: FormResultKey }) {
  const content: ResultContent = formResults[result];
  const { email } = useSiteIdentity();
  const Icon = icons[content.tone];
  return (
    <MessagePage>
      <Badge $tone={content.tone}>
        <Icon aria-hidden="true" size={40} />
      </Badge>
      <h1>{content.title}</h1>
      <p>{content.text(email)}</p>
      <Actions>
        <ButtonLink to={content.back.to}>{content.back.label}</ButtonLink>
        {content.offerEmail ? (
          <ButtonAnchor $variant="ghost" href={`mailto:${email}`}>
            Send e-post til {email}
          </ButtonAnchor>
        ) : null}
      </Actions>
    </MessagePage>
  );
}

/** The <head> of a page under src/pages/skjema/: its own title, kept out of search results. */
export function FormResultHead({ result }: { result: FormResultKey }) {
  const { title, path } = formResults[result];
  return <Seo title={title} path={path} noindex />;
}
