// The editor's preview of each page, rendered by the site's own views inside the site's frame.
import * as React from "react";
import { TeamSection } from "../../components/sections/team-section";
import { Container } from "../../components/ui/container";
import { Section } from "../../components/ui/section";
import type { TeamMemberCard } from "../../components/ui/team-card";
import { aboutPath, projectPath, servicePath } from "../../content-model/routes";
import { AboutView } from "../../templates/views/about-view";
import { CaseStudyView } from "../../templates/views/case-study-view";
import { ServiceView } from "../../templates/views/service-view";
import { number, optionalText, record, text, texts, titledTexts, type Data } from "./entry-data";
import { entryData, PreviewFrame, previewImage, siteName, useSiteContent, type PreviewProps } from "./preview-frame";

export function ServicePreview(props: PreviewProps): React.ReactElement {
  const data = entryData(props);
  const site = useSiteContent(props.getCollection);
  const labels = record(site.servicePage);
  return (
    <PreviewFrame document={props.document} siteName={siteName(site)} pathname={servicePath(text(data, "slug"))}>
      <ServiceView
        service={{
          title: text(data, "title"),
          lead: text(data, "lead"),
          image: previewImage(props, text(data, "image"), ["image"]),
          imageAlt: text(data, "imageAlt"),
          features: titledTexts(data, "features"),
          ctaHeading: text(data, "ctaHeading"),
          ctaText: text(data, "ctaText"),
        }}
        labels={{
          offeringsHeading: text(labels, "offeringsHeading"),
          heroButton: text(labels, "heroButton"),
          ctaButton: text(labels, "ctaButton"),
        }}
      />
    </PreviewFrame>
  );
}

export function CaseStudyPreview(props: PreviewProps): React.ReactElement {
  const data = entryData(props);
  const site = useSiteContent(props.getCollection);
  const labels = record(site.caseStudyPage);
  const solution = texts(data, "solution");
  const link = record(data.externalLink);
  return (
    <PreviewFrame document={props.document} siteName={siteName(site)} pathname={projectPath(text(data, "slug"))}>
      <CaseStudyView
        project={{
          client: text(data, "client"),
          title: text(data, "title"),
          intro: text(data, "intro"),
          tags: texts(data, "tags"),
          image: previewImage(props, text(data, "image"), ["image"]),
          imageAlt: text(data, "imageAlt"),
          heroVideoWebm: optionalText(data, "heroVideoWebm"),
          heroVideoMp4: optionalText(data, "heroVideoMp4"),
          aboutApp: optionalText(data, "aboutApp"),
          challenge: optionalText(data, "challenge"),
          solution: solution.length > 0 ? solution : null,
          externalLink: text(link, "url") ? { label: text(link, "label"), url: text(link, "url") } : null,
        }}
        labels={{
          challengeHeading: text(labels, "challengeHeading"),
          solutionHeading: text(labels, "solutionHeading"),
          aboutAppHeading: text(labels, "aboutAppHeading"),
          backLink: text(labels, "backLink"),
          ctaHeading: text(labels, "ctaHeading"),
          ctaText: text(labels, "ctaText"),
          ctaButton: text(labels, "ctaButton"),
        }}
      />
    </PreviewFrame>
  );
}

function teamMember(data: Data, photo: TeamMemberCard["photo"]): TeamMemberCard {
  return {
    slug: text(data, "slug"),
    name: text(data, "name"),
    role: text(data, "role"),
    email: text(data, "email"),
    phone: text(data, "phone"),
    phoneHref: text(data, "phoneHref"),
    bio: text(data, "bio"),
    photoAlt: text(data, "photoAlt"),
    photo,
  };
}

/** A team member's card as the about page and the home page show it. */
export function TeamMemberPreview(props: PreviewProps): React.ReactElement {
  const data = entryData(props);
  const site = useSiteContent(props.getCollection);
  const member = teamMember(data, previewImage(props, text(data, "photo"), ["photo"]));
  return (
    <PreviewFrame document={props.document} siteName={siteName(site)} pathname={aboutPath(text(site, "slug"))}>
      <Section tone="light" aria-label={text(record(site.about), "teamHeading")}>
        <Container>
          <TeamSection heading={text(record(site.about), "teamHeading")} members={[member]} />
        </Container>
      </Section>
    </PreviewFrame>
  );
}

/** The team, as saved, in the site's order. */
function useTeam(getCollection: PreviewProps["getCollection"]): Data[] {
  const [team, setTeam] = React.useState<Data[]>([]);
  React.useEffect(() => {
    let current = true;
    void getCollection("team").then((entries) => {
      if (!current) return;
      const members = entries.map((entry) => entryData({ entry }));
      setTeam(members.sort((a, b) => number(a, "order") - number(b, "order")));
    });
    return () => {
      current = false;
    };
  }, [getCollection]);
  return team;
}

export function AboutPreview(props: PreviewProps): React.ReactElement {
  const data = entryData(props);
  const about = record(data.about);
  const team = useTeam(props.getCollection);
  return (
    <PreviewFrame document={props.document} siteName={siteName(data)} pathname={aboutPath(text(data, "slug"))}>
      <AboutView
        founded={number(data, "founded")}
        about={{
          title: text(about, "title"),
          lead: text(about, "lead"),
          image: previewImage(props, text(about, "image"), ["about", "image"]),
          imageAlt: text(about, "imageAlt"),
          historyHeading: text(about, "historyHeading"),
          history: texts(about, "history"),
          valuesHeading: text(about, "valuesHeading"),
          values: titledTexts(about, "values"),
          areasHeading: text(about, "areasHeading"),
          areas: titledTexts(about, "areas"),
          teamHeading: text(about, "teamHeading"),
          ctaHeading: text(about, "ctaHeading"),
          ctaText: text(about, "ctaText"),
          ctaButton: text(about, "ctaButton"),
          backLink: text(about, "backLink"),
        }}
        // The portraits belong to the team's entries, whose images this preview cannot resolve;
        // each member's own preview shows theirs.
        team={team.map((member) => teamMember(member, null))}
      />
    </PreviewFrame>
  );
}

/** Preview templates by collection (folder collections) or file name (site.json). */
export const previewTemplates = [
  ["services", ServicePreview],
  ["projects", CaseStudyPreview],
  ["team", TeamMemberPreview],
  // content/site.json: the page built from it alone is the about page.
  ["site", AboutPreview],
] as const;
