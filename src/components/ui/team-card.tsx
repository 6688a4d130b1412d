import { graphql } from "gatsby";
import { Mail, Phone } from "lucide-react";
import styled from "styled-components";
import { fillTemplate } from "../../content-model/fill-template";
import { emailLink, phoneLink } from "../../content-model/rules";
import { useSiteTexts } from "../../hooks/use-site-texts";
import { ContentImage, imageSource, type ImageSource } from "./content-image";
import { iconTarget } from "./icon-target";
import { Tooltip, TooltipProvider } from "./tooltip";
import { colors, durations, fontSizes, fontWeights, space } from "../../theme/tokens";
import { Card, CardTitle } from "./card";

export const query = graphql`
  fragment TeamCard on TeamMember {
    slug
    name
    role
    email
    phone
    bio
    photoAlt
    photo {
      childImageSharp {
        # Drawn 160 CSS px wide: one file per device pixel ratio 1, 2 and 3, none that no screen picks.
        gatsbyImageData(width: 160, aspectRatio: 1, breakpoints: [160, 320, 480], sizes: "160px")
      }
    }
  }
`;

/** The photo's drawn size: the query's width of 160 px. */
const PHOTO_SIZE = "10rem";

const Centered = styled(Card)`
  align-items: center;
  text-align: center;
`;

const Photo = styled(ContentImage)`
  width: ${PHOTO_SIZE};
  height: ${PHOTO_SIZE};
  margin-bottom: ${space.md};
  border-radius: 50%;
  /* Safari needs this to clip the image to the circle. */
  isolation: isolate;
`;

const Role = styled.p`
  font-weight: ${fontWeights.semibold};
  color: ${colors.accent};
  margin-bottom: ${space.sm};
`;

const Bio = styled.p`
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
`;

const Links = styled.div`
  display: flex;
  gap: ${space.sm};
  margin-top: auto;
`;

const IconLink = styled.a`
  ${iconTarget}
  border-radius: 50%;
  background: ${colors.glacier};
  color: ${colors.fjord};
  transition: background-color ${durations.fast};

  &:hover {
    background: ${colors.fjord};
    color: ${colors.white};
  }
`;

/** What a card shows: the fragment's fields, with the photo as the site or the editor's preview has it. */
export type TeamMemberCard = Omit<Queries.TeamCardFragment, "photo"> & { photo: ImageSource | null };

export function teamMemberCard({ photo, ...member }: Queries.TeamCardFragment): TeamMemberCard {
  return { ...member, photo: imageSource(photo) };
}

export function TeamCard({ member }: { member: TeamMemberCard }) {
  const { ui } = useSiteTexts();
  const fornavn = member.name.split(" ")[0] ?? member.name;
  // Short names for the links; the tooltips (also their descriptions while shown) add the address and number.
  const mailName = fillTemplate("emailPerson", ui.emailPerson, { fornavn });
  const phoneName = fillTemplate("callPerson", ui.callPerson, { fornavn });
  return (
    <Centered>
      {member.photo ? <Photo image={member.photo} alt={member.photoAlt} /> : null}
      <CardTitle style={{ marginBottom: space.xxs }}>{member.name}</CardTitle>
      <Role>{member.role}</Role>
      <Bio>{member.bio}</Bio>
      {/* A group of its own: when the tooltips take it over, only these two links are drawn anew. */}
      <TooltipProvider>
        <Links>
          <Tooltip content={`${mailName}: ${member.email}`}>
            <IconLink href={emailLink(member.email)} aria-label={mailName}>
              <Mail aria-hidden="true" size={20} />
            </IconLink>
          </Tooltip>
          <Tooltip content={`${phoneName}: ${member.phone}`}>
            <IconLink href={phoneLink(member.phone)} aria-label={phoneName}>
              <Phone aria-hidden="true" size={20} />
            </IconLink>
          </Tooltip>
        </Links>
      </TooltipProvider>
    </Centered>
  );
}
