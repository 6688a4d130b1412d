// The agency's e-mail, phone and place, one line each with its icon: in the footer and beside the
// contact form. Clicks on the phone and e-mail links are reported by the site-wide listener
// (src/analytics/contact-links.ts), so the links here are plain links.
import { graphql } from "gatsby";
import { Mail, MapPin, Phone } from "lucide-react";
import styled, { css } from "styled-components";
import { emailLink, phoneLink } from "../../content-model/rules";
import { colors, fontWeights, sizes, space } from "../../theme/tokens";

export const query = graphql`
  fragment ContactDetails on SiteIdentity {
    email
    phone
    location
  }
`;

export type ContactDetailsTone = "dark" | "light";

const List = styled.ul<{ $tone: ContactDetailsTone }>`
  margin: 0;
  padding: 0;
  list-style: none;
  /* Upright inside an <address> too. */
  font-style: normal;

  li {
    display: flex;
    align-items: center;
    gap: ${({ $tone }) => ($tone === "dark" ? space.xs : space.sm)};
    min-height: ${sizes.touchTarget};
    color: ${({ $tone }) => ($tone === "dark" ? colors.onDarkMuted : "inherit")};
  }

  svg {
    flex: none;
    color: ${({ $tone }) => ($tone === "dark" ? "inherit" : colors.accent)};
  }

  /* An e-mail address is one long word: let it wrap rather than run out of a narrow column. */
  a,
  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }

  ${({ $tone }) =>
    $tone === "dark"
      ? css`
          a {
            text-decoration: none;
          }

          a:hover {
            text-decoration: underline;
          }
        `
      : css`
          a {
            color: ${colors.fjord};
            font-weight: ${fontWeights.semibold};
          }
        `}
`;

export function ContactDetails({
  contact,
  tone,
}: {
  contact: Queries.ContactDetailsFragment;
  tone: ContactDetailsTone;
}) {
  const iconSize = tone === "dark" ? 18 : 20;
  return (
    <List $tone={tone}>
      <li>
        <Mail aria-hidden="true" size={iconSize} />
        <a href={emailLink(contact.email)}>{contact.email}</a>
      </li>
      <li>
        <Phone aria-hidden="true" size={iconSize} />
        <a href={phoneLink(contact.phone)}>{contact.phone}</a>
      </li>
      <li>
        <MapPin aria-hidden="true" size={iconSize} />
        <span>{contact.location}</span>
      </li>
    </List>
  );
}
