// The pages a form without JavaScript lands on after posting (src/pages/skjema/*), from one table.
import { CircleAlert, CircleCheck } from "lucide-react";
import styled, { css } from "styled-components";
import { staticPaths } from "../../content-model/routes";
import { useSiteIdentity } from "../../hooks/use-site-identity";
import { contactResultPages, newsletterResultPages } from "../../form-contract/routes";
import { withAgencyEmail, formCopy } from "../../form-contract/messages";
import { Seo } from "../seo/seo";
import { ButtonAnchor, ButtonLink } from "../ui/button";
import { MessagePage } from "../ui/message-page";
import { colors, radii, sizes, space } from "../../theme/tokens";

interface ResultPage {
  path: string;
  tone: "success" | "error";
  /** Where the visitor goes next; the agency e-mail is offered on failures. */
  back: "backToContact" | "backHome";
  offerEmail?: boolean;
}

const backLinks = { backToContact: staticPaths.contact, backHome: staticPaths.home } as const;

/** Each page's place and look; its title and text are content (content/forms.json, under the same key). */
export const formResults = {
  contactSent: { path: contactResultPages.success, tone: "success", back: "backHome" },
  contactInvalid: { path: contactResultPages.invalid, tone: "error", back: "backToContact" },
  contactFailed: { path: contactResultPages.failed, tone: "error", back: "backToContact", offerEmail: true },
  newsletterSubscribed: { path: newsletterResultPages.success, tone: "success", back: "backHome" },
  newsletterInvalid: { path: newsletterResultPages.invalid, tone: "error", back: "backHome" },
  newsletterFailed: { path: newsletterResultPages.failed, tone: "error", back: "backHome", offerEmail: true },
  tooMany: { path: contactResultPages.tooMany, tone: "error", back: "backHome" },
  refused: { path: contactResultPages.refused, tone: "error", back: "backHome", offerEmail: true },
} as const satisfies Record<string, ResultPage>;

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
const Badge = styled.div<{ $tone: ResultPage["tone"] }>`
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
  const page: ResultPage = formResults[result];
  const { title, text } = formCopy.results[result];
  const { email } = useSiteIdentity();
  const Icon = icons[page.tone];
  return (
    <MessagePage>
      <Badge $tone={page.tone}>
        <Icon aria-hidden="true" size={40} />
      </Badge>
      <h1>{title}</h1>
      <p>{withAgencyEmail(text, email)}</p>
      <Actions>
        <ButtonLink to={backLinks[page.back]}>{formCopy.results[page.back]}</ButtonLink>
        {page.offerEmail ? (
          <ButtonAnchor $variant="ghost" href={`mailto:${email}`}>
            {withAgencyEmail(formCopy.results.emailButton, email)}
          </ButtonAnchor>
        ) : null}
      </Actions>
    </MessagePage>
  );
}

/** The <head> of a page under src/pages/skjema/: its own title, kept out of search results. */
export function FormResultHead({ result }: { result: FormResultKey }) {
  return <Seo title={formCopy.results[result].title} path={formResults[result].path} noindex />;
}
