// The page a form without JavaScript lands on after posting: one view for every row of the table in
// src/form-contract/result-pages.ts, which gatsby-node makes into pages (src/templates/form-result.tsx).
import { CircleAlert, CircleCheck } from "lucide-react";
import styled, { css } from "styled-components";
import { staticPaths } from "../../content-model/routes";
import { useSiteIdentity } from "../../hooks/use-site-identity";
import {
  formResultPages,
  type FormResultKey,
  type FormResultPage as ResultPage,
} from "../../form-contract/result-pages";
import { withAgencyEmail, formCopy } from "../../form-contract/messages";
import { Seo } from "../seo/seo";
import { ButtonAnchor, ButtonLink } from "../ui/button";
import { MessagePage } from "../ui/message-page";
import { colors, radii, sizes, space } from "../../theme/tokens";

const backLinks = { backToContact: staticPaths.contact, backHome: staticPaths.home } as const;

export type { FormResultKey };

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
  const page: ResultPage = formResultPages[result];
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

/** The <head> of a result page: its own title, kept out of search results. */
export function FormResultHead({ result }: { result: FormResultKey }) {
  return <Seo title={formCopy.results[result].title} path={formResultPages[result].path} noindex />;
}
