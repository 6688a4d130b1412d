import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Mail, Phone } from "lucide-react";
import * as React from "react";
import { Tooltip } from "./tooltip";
import { cx } from "../../theme/class-names";
import * as iconTarget from "./icon-target.module.css";
import * as styles from "./team-card.module.css";

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
  const Name = headingLevel;
  return (
    <article className={styles.card}>
      {photo ? <GatsbyImage className={styles.photo} image={photo} alt={member.photoAlt} /> : null}
      <Name className={styles.name}>{member.name}</Name>
      <p className={styles.role}>{member.role}</p>
      <p className={styles.bio}>{member.bio}</p>
      <div className={styles.links}>
        <Tooltip content={`${mailName}: ${member.email}`}>
          <a
            className={cx(iconTarget.iconTarget, styles.iconLink)}
            href={`mailto:${member.email}`}
            aria-label={mailName}
          >
            <Mail aria-hidden="true" size={20} />
          </a>
        </Tooltip>
        <Tooltip content={`${phoneName}: ${member.phone}`}>
          <a className={cx(iconTarget.iconTarget, styles.iconLink)} href={member.phoneHref} aria-label={phoneName}>
            <Phone aria-hidden="true" size={20} />
          </a>
        </Tooltip>
      </div>
    </article>
  );
}
