// The editor's preview of each page, rendered by the site's own views inside the site's frame.
import * as React from "react";
import { TeamSection } from "../../components/sections/team-section";
import { Container } from "../../components/ui/container";
import { Section } from "../../components/ui/section";
import type { TeamMemberCard } from "../../components/ui/team-card";
import { aboutPath, projectPath, servicePath } from "../../content-model/routes";
import { teamPortraits } from "../config";
import { AboutView } from "../../templates/views/about-view";
import { CaseStudyView } from "../../templates/views/case-study-view";
import { ServiceView } from "../../templates/views/service-view";
import { number, optionalText, record, text, textFields, texts, titledTexts, type Data } from "./entry-data";
import {
  entryData,
  PreviewFrame,
  previewImage,
  useSavedEntries,
  useSiteContent,
  type PreviewProps,
} from "./preview-frame";

export function ServicePreview(props: PreviewProps) {
  const data = entryData(props);
  const site = useSiteContent(props.getCollection);
  const labels = record(site.servicePage);
  return (
    <PreviewFrame document={props.document} site={site} pathname={servicePath(text(data, "slug"))}>
      <ServiceView
        service={{
          ...textFields(data, ["title", "lead", "imageAlt", "ctaHeading", "ctaText"]),
          image: previewImage(props, text(data, "image"), ["image"]),
          features: titledTexts(data, "features"),
        }}
        labels={textFields(labels, ["offeringsHeading", "heroButton", "ctaButton"])}
      />
    </PreviewFrame>
  );
}

export function CaseStudyPreview(props: PreviewProps) {
  const data = entryData(props);
  const site = useSiteContent(props.getCollection);
  const labels = record(site.caseStudyPage);
  const solution = texts(data, "solution");
  const link = record(data.externalLink);
  return (
    <PreviewFrame document={props.document} site={site} pathname={projectPath(text(data, "slug"))}>
      <CaseStudyView
        project={{
          ...textFields(data, ["client", "title", "intro", "imageAlt"]),
          tags: texts(data, "tags"),
          image: previewImage(props, text(data, "image"), ["image"]),
          heroVideoWebm: optionalText(data, "heroVideoWebm"),
          heroVideoMp4: optionalText(data, "heroVideoMp4"),
          aboutApp: optionalText(data, "aboutApp"),
          challenge: optionalText(data, "challenge"),
          solution: solution.length > 0 ? solution : null,
          externalLink: text(link, "url") ? { label: text(link, "label"), url: text(link, "url") } : null,
        }}
        labels={textFields(labels, [
          "challengeHeading",
          "solutionHeading",
          "aboutAppHeading",
          "sectionName",
          "backLink",
          "ctaHeading",
          "ctaText",
          "ctaButton",
        ])}
      />
    </PreviewFrame>
  );
}

function teamMember(data: Data, photo: TeamMemberCard["photo"]): TeamMemberCard {
  return { ...textFields(data, ["slug", "name", "role", "email", "phone", "phoneHref", "bio", "photoAlt"]), photo };
}

/** A team member's card as the about page and the home page show it. */
export function TeamMemberPreview(props: PreviewProps) {
  const data = entryData(props);
  const site = useSiteContent(props.getCollection);
  const member = teamMember(data, previewImage(props, text(data, "photo"), ["photo"]));
  return (
    <PreviewFrame document={props.document} site={site} pathname={aboutPath(text(site, "slug"))}>
      <Section $tone="light" aria-label={text(record(site.about), "teamHeading")}>
        <Container>
          <TeamSection heading={text(record(site.about), "teamHeading")} members={[member]} />
        </Container>
      </Section>
    </PreviewFrame>
  );
}

export function AboutPreview(props: PreviewProps) {
  const data = entryData(props);
  const about = record(data.about);
  // The team as saved, in the site's order.
  const team = [...useSavedEntries(props.getCollection, "team")].sort(
    (a, b) => number(a, "order") - number(b, "order"),
  );
  return (
    <PreviewFrame document={props.document} site={data} pathname={aboutPath(text(data, "slug"))}>
      <AboutView
        founded={number(data, "founded")}
        about={{
          ...textFields(about, [
            "eyebrow",
            "title",
            "lead",
            "imageAlt",
            "historyHeading",
            "valuesHeading",
            "areasHeading",
          ]),
          ...textFields(about, ["teamHeading", "ctaHeading", "ctaText", "ctaButton", "backLink"]),
          image: previewImage(props, text(about, "image"), ["about", "image"]),
          history: texts(about, "history"),
          values: titledTexts(about, "values"),
          areas: titledTexts(about, "areas"),
        }}
        team={team.map((member) =>
          teamMember(member, previewImage(props, text(member, "photo"), [teamPortraits.name])),
        )}
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
