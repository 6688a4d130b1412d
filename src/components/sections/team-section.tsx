import * as React from "react";
import { CardGrid } from "../ui/card-grid";
import { TeamCard, type TeamMemberCard } from "../ui/team-card";
import { SectionHeader } from "../ui/section-header";

export function TeamSection({
  heading,
  intro,
  members,
}: {
  heading: string;
  intro?: string;
  members: readonly TeamMemberCard[];
}) {
  const headingId = React.useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      <SectionHeader id={headingId} heading={heading} intro={intro} />
      <CardGrid $columns={2}>
        {members.map((member) => (
          <li key={member.slug}>
            <TeamCard member={member} />
          </li>
        ))}
      </CardGrid>
    </div>
  );
}
