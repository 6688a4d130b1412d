import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Mail, Phone } from "lucide-react";
import styled from "styled-components";
import { fillTemplate } from "../../content-model/fill-template";
import { useSiteTexts } from "../../hooks/use-site-texts";
import { ContentImage, type ImageSource } from "./content-image";
import { iconTarget } from "./icon-target";
import { Tooltip } from "./lazy-tooltip";

export const query = graphql`
  fragment TeamCard on TeamMember {
    slug
    name
    role
    email
    phone
    phoneHref
    bio
    photoAlt
    photo {
      childImageSharp {
        # Drawn 160 CSS px wide (10rem): one file per device pixel ratio 1, 2 and 3. The site's
        # default breakpoints (360–1440) would add 720 and 800 px files no screen picks, and each
        # srcset entry is written four times (two formats, <picture> and its <noscript> copy).
        gatsbyImageData(width: 160, aspectRatio: 1, breakpoints: [160, 320, 480], sizes: "160px")
      }
    }
  }
`;

/** The photo's drawn size: the query's width of 160 px. */
const PHOTO_SIZE = "10rem";

const Card = styled.article`
  display: flex;
  flex-direction: column;
  align-items: center;
  height: 100%;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
`;

const Photo = styled(ContentImage)`
  width: ${PHOTO_SIZE};
  height: ${PHOTO_SIZE};
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: 50%;
  /* Safari needs this to clip the image to the circle. */
  isolation: isolate;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space.xxs};
`;

const Role = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.accent};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Bio = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Links = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
`;

const IconLink = styled.a`
  ${iconTarget}
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.glacier};
  color: ${({ theme }) => theme.colors.fjord};
  transition: background-color ${({ theme }) => theme.durations.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.fjord};
    color: ${({ theme }) => theme.colors.white};
  }
`;

/** What a card shows: the fragment's fields, with the photo as the site or the editor's preview has it. */
export type TeamMemberCard = Omit<Queries.TeamCardFragment, "photo"> & { photo: ImageSource | null };

export function teamMemberCard({ photo, ...member }: Queries.TeamCardFragment): TeamMemberCard {
  return { ...member, photo: getImage(photo.childImageSharp?.gatsbyImageData ?? null) ?? null };
}

export function TeamCard({ member }: { member: TeamMemberCard }) {
  const { ui } = useSiteTexts();
  const fornavn = member.name.split(" ")[0] ?? member.name;
  // Short names for the links; the tooltips (also their descriptions while shown) add the address and number.
  const mailName = fillTemplate("emailPerson", ui.emailPerson, { fornavn });
  const phoneName = fillTemplate("callPerson", ui.callPerson, { fornavn });
  return (
    <Card>
      {member.photo ? <Photo image={member.photo} alt={member.photoAlt} /> : null}
      <Name>{member.name}</Name>
      <Role>{member.role}</Role>
      <Bio>{member.bio}</Bio>
      <Links>
        <Tooltip content={`${mailName}: ${member.email}`}>
          <IconLink href={`mailto:${member.email}`} aria-label={mailName}>
            <Mail aria-hidden="true" size={20} />
          </IconLink>
        </Tooltip>
        <Tooltip content={`${phoneName}: ${member.phone}`}>
          <IconLink href={member.phoneHref} aria-label={phoneName}>
            <Phone aria-hidden="true" size={20} />
          </IconLink>
        </Tooltip>
      </Links>
    </Card>
  );
}
