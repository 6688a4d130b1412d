// What the site collects, who receives it, and how a visitor changes their mind. The cookie
// banner links here. The text is content/site.json's privacyPage: keep its storage table in step
// with what the Tag Manager container loads.
import { graphql, type HeadFC, type PageProps } from "gatsby";
import * as React from "react";
import styled from "styled-components";
import { Seo } from "../components/seo/seo";
import { Button } from "../components/ui/button";
import { Container } from "../components/ui/container";
import { PageHero } from "../components/ui/page-hero";
import { Section } from "../components/ui/section";
import { consentStore } from "../consent/consent-store";
import { useSiteTexts } from "../hooks/use-site-texts";
import { useConsent } from "../consent/use-consent";
import { fillTemplate } from "../content-model/fill-template";
import { staticPaths } from "../content-model/routes";
import { emailLink, phoneLink } from "../content-model/rules";
import { colors, fontSizes, fontWeights, sizes, space } from "../theme/tokens";

/* Lines up with the hero's left edge, at a comfortable reading width. */
const Prose = styled(Container)`
  > * {
    max-width: ${sizes.narrow};
  }

  h2 {
    margin-top: ${space.xxl};
    font-size: ${fontSizes.xl};
  }

  h2:first-child {
    margin-top: 0;
  }

  ul {
    margin: 0 0 ${space.md};
    padding-left: ${space.lg};
  }

  li + li {
    margin-top: ${space.xs};
  }

  a {
    color: ${colors.fjord};
    font-weight: ${fontWeights.medium};
  }
`;

/* A phone scrolls the table sideways inside this region instead of the whole page. */
const TableScroll = styled.div`
  overflow-x: auto;
  margin-bottom: ${space.md};

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${fontSizes.sm};
  }

  caption {
    margin-bottom: ${space.xs};
    text-align: left;
    font-weight: ${fontWeights.semibold};
  }

  th,
  td {
    padding: ${space.xs};
    border-bottom: 1px solid ${colors.line};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    color: ${colors.inkMuted};
  }
`;

/**
 * Content text with its links written [text](address), as the editor's hint says, and the
 * agency's address and number, written once in the company fields, filled in as links.
 */
function withLinks(template: string, contact: { email: string; phone: string }): React.ReactNode[] {
  const text = fillTemplate("privacyText", template, {
    "e-post": `[${contact.email}](${emailLink(contact.email)})`,
    telefon: `[${contact.phone}](${phoneLink(contact.phone)})`,
  });
  const parts = text.split(/\[([^\]]+)\]\(([^)\s]+)\)/);
  return parts.map((part, index) => {
    if (index % 3 === 0) return part;
    return index % 3 === 1 ? (
      <a key={index} href={parts[index + 1]}>
        {part}
      </a>
    ) : null;
  });
}

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  const page = data.siteIdentity?.privacyPage;
  if (!page || !data.siteIdentity) throw new Error("content/site.json is missing privacyPage");
  const contact = data.siteIdentity;
  const { choice } = useConsent();
  const { ui } = useSiteTexts();
  const columns = page.storageColumns;

  return (
    <>
      <PageHero eyebrow={ui.privacyName} title={page.title} lead={page.lead} />
      <Section $tone="white">
        <Prose>
          {page.sections.map((section) => (
            <React.Fragment key={section.heading}>
              <h2 id={section.show === "choice" ? "endre-valg" : undefined}>{section.heading}</h2>
              {section.items ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{withLinks(item, contact)}</li>
                  ))}
                </ul>
              ) : null}
              {section.show === "storage" ? (
                // A scrollable region must be reachable from the keyboard; role and label name it.
                <TableScroll tabIndex={0} role="region" aria-labelledby="personvern-lagring">
                  <table>
                    <caption id="personvern-lagring">{page.storageCaption}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{columns.name}</th>
                        <th scope="col">{columns.owner}</th>
                        <th scope="col">{columns.purpose}</th>
                        <th scope="col">{columns.lifetime}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {page.storage.map((row) => (
                        <tr key={row.name}>
                          <th scope="row">
                            <code>{row.name}</code>
                          </th>
                          <td>{row.owner}</td>
                          <td>{row.purpose}</td>
                          <td>{row.lifetime}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              ) : null}
              {section.show === "choice" ? (
                <>
                  <p aria-live="polite">{page.choice[choice ?? "none"]}</p>
                  <p>
                    <Button type="button" onClick={() => consentStore.reopen()}>
                      {page.choice.button}
                    </Button>
                  </p>
                </>
              ) : null}
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph}>{withLinks(paragraph, contact)}</p>
              ))}
            </React.Fragment>
          ))}
        </Prose>
      </Section>
    </>
  );
}

export const query = graphql`
  query PrivacyPage {
    siteIdentity {
      email
      phone
      privacyPage {
        title
        description
        lead
        sections {
          heading
          items
          show
          paragraphs
        }
        storageCaption
        storageColumns {
          name
          owner
          purpose
          lifetime
        }
        storage {
          name
          owner
          purpose
          lifetime
        }
        choice {
          accepted
          declined
          none
          button
        }
      }
    }
  }
`;

export const Head: HeadFC<Queries.PrivacyPageQuery> = ({ data }) => (
  <Seo
    title={data.siteIdentity?.privacyPage.title}
    description={data.siteIdentity?.privacyPage.description}
    path={staticPaths.privacy}
  />
);
