import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Mail, Phone } from "lucide-react";
import * as React from "react";
import styled from "styled-components";
import { Tooltip } from "./tooltip";
import { theme } from "../../theme/tokens";

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
        gatsbyImageData(width: 320, aspectRatio: 1, sizes: "160px")
      }
    }
  }
`;

export function TeamCard({
  member,
  headingLevel = "h3",
}: {
  member: Queries.TeamCardFragment;
  headingLevel?: "h3" | "h4";
}): React.ReactElement {
  const photo = getImage(member.photo.childImageSharp?.gatsbyImageData ?? null);
  const firstName = member.name.split(" ")[0] ?? member.name;
  // Short names for the links; the tooltips (also their descriptions) add the address and number.
  const mailName = `Send e-post til ${firstName}`;
  const phoneName = `Ring ${firstName}`;
  return (
    <Card>
      {photo ? <Photo image={photo} alt={member.photoAlt} /> : null}
      <Name as={headingLevel}>{member.name}</Name>
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

const Card = styled.article`
  display: flex;
  flex-direction: column;
  align-items: center;
  height: 100%;
  padding: ${theme.space.xl};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadows.card};
  text-align: center;
`;

const Photo = styled(GatsbyImage)`
  width: 10rem;
  height: 10rem;
  margin-bottom: ${theme.space.md};
  border-radius: 50%;
  /* Safari needs this to clip the image to the circle. */
  isolation: isolate;
`;

const Name = styled.h3`
  font-size: ${theme.fontSizes.xl};
  margin-bottom: ${theme.space.xxs};
`;

const Role = styled.p`
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.accent};
  margin-bottom: ${theme.space.sm};
`;

const Bio = styled.p`
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Links = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  margin-top: auto;
`;

const IconLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.touchTarget};
  height: ${theme.sizes.touchTarget};
  border-radius: 50%;
  background: ${theme.colors.glacier};
  color: ${theme.colors.fjord};
  transition: background-color ${theme.durations.fast};

  &:hover {
    background: ${theme.colors.fjord};
    color: ${theme.colors.white};
  }
`;
