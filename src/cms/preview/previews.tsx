// The editor's preview of each page, rendered by the site's own views inside the site's frame.
// Each view gets the entry read along its content schema (view-data.ts), the shape its GraphQL
// query gives it on the site: the schemas are what the GraphQL types are written from.
import * as React from "react";
import { ProjectsTeaser } from "../../components/sections/projects-teaser";
import { ServicesSection } from "../../components/sections/services-section";
import { TeamSection } from "../../components/sections/team-section";
import { Container } from "../../components/ui/container";
import type { ProjectCardData } from "../../components/ui/project-card";
import { Section } from "../../components/ui/section";
import type { TeamMemberCard } from "../../components/ui/team-card";
import { aboutPath, projectPath, servicePath, staticPaths } from "../../content-model/routes";
import { projectSchema, serviceSchema, siteSchema, teamMemberSchema } from "../../content-model/schemas";
import { AboutView, type AboutViewProps } from "../../templates/about";
import { CaseStudyView, type CaseStudyViewProps } from "../../templates/case-study";
import { ServiceView, type ServiceViewProps } from "../../templates/service";
import { number, record, text, type Data } from "./entry-data";
import {
  entryData,
  PreviewFrame,
  previewImage,
  siteName,
  useSavedEntries,
  useSiteContent,
  type PreviewProps,
} from "./preview-frame";
import { SearchResult } from "./search-result";
import { viewData, type ImageAt } from "./view-data";

const site = siteSchema.describe().fields;

/** A group of content/site.json, such as the service pages' labels, as the views get it. */
const siteGroup = (data: Data, group: keyof typeof site, image: ImageAt = () => null): Data => {
  const fields = (site[group] as { fields?: typeof site }).fields ?? {};
  return viewData(fields, record(data[group]), image, [group]);
};

/** Images resolved against the entry's own fields (Decap reads each in its field's media folder). */
const entryImages =
  (props: PreviewProps): ImageAt =>
  (path, fieldPath) =>
    previewImage(props, path, fieldPath);

/** A page's address as search results show it: the site's name and the path's steps. */
const resultAddress = (site: Data, pathname: string): string =>
  [siteName(site), ...pathname.split("/").filter(Boolean)].join(" › ");

// The casts below are the one place the preview meets the views' GraphQL types: the data has the
// shape those types are written from (src/content-model/type-defs.ts), field for field.

export function ServicePreview(props: PreviewProps) {
  const data = entryData(props);
  const siteContent = useSiteContent(props.getCollection);
  const service = viewData(serviceSchema.describe().fields, data, entryImages(props));
  const home = record(siteContent.home);
  return (
    <PreviewFrame document={props.document} site={siteContent} pathname={servicePath(text(data, "slug"))}>
      <ServiceView
        service={service as unknown as ServiceViewProps["service"]}
        labels={siteGroup(siteContent, "servicePage") as unknown as ServiceViewProps["labels"]}
      />
      {/* The service's card as the home page draws it, among the others there. */}
      <ServicesSection
        heading={text(home, "servicesHeading")}
        intro={text(home, "servicesIntro")}
        services={[service as unknown as Queries.ServiceCardFragment]}
      />
      <SearchResult
        address={resultAddress(siteContent, servicePath(text(data, "slug")))}
        title={`${text(data, "title")} | ${siteName(siteContent)}`}
        description={text(data, "metaDescription")}
      />
    </PreviewFrame>
  );
}

export function CaseStudyPreview(props: PreviewProps) {
  const data = entryData(props);
  const siteContent = useSiteContent(props.getCollection);
  const project = viewData(projectSchema.describe().fields, data, entryImages(props));
  return (
    <PreviewFrame document={props.document} site={siteContent} pathname={projectPath(text(data, "slug"))}>
      <CaseStudyView
        project={project as unknown as CaseStudyViewProps["project"]}
        labels={siteGroup(siteContent, "caseStudyPage") as unknown as CaseStudyViewProps["labels"]}
      />
      {/* The project's card as the home page draws it, with its short description. */}
      <ProjectsTeaser
        site={
          {
            home: record(siteContent.home),
            projectsPage: record(siteContent.projectsPage),
          } as unknown as Queries.ProjectsTeaserFragment
        }
        projects={[project as unknown as ProjectCardData]}
      />
      <SearchResult
        address={resultAddress(siteContent, projectPath(text(data, "slug")))}
        title={`${text(data, "title")} | ${siteName(siteContent)}`}
        description={text(data, "metaDescription")}
      />
    </PreviewFrame>
  );
}

/** A team member's card; `image` finds the portrait. */
const teamMember = (data: Data, image: ImageAt): TeamMemberCard =>
  viewData(teamMemberSchema.describe().fields, data, image) as unknown as TeamMemberCard;

/** A team member's card as the about page and the home page show it. */
export function TeamMemberPreview(props: PreviewProps) {
  const data = entryData(props);
  const siteContent = useSiteContent(props.getCollection);
  const about = record(siteContent.about);
  return (
    <PreviewFrame document={props.document} site={siteContent} pathname={aboutPath(text(siteContent, "slug"))}>
      <Section $tone="light" aria-label={text(about, "teamHeading")}>
        <Container>
          <TeamSection heading={text(about, "teamHeading")} members={[teamMember(data, entryImages(props))]} />
        </Container>
      </Section>
    </PreviewFrame>
  );
}

export function AboutPreview(props: PreviewProps) {
  const data = entryData(props);
  const images = entryImages(props);
  const about = siteGroup(data, "about", images);
  // The team as saved, in the site's order; their portraits are in the one images folder too, so
  // they resolve without a field of this entry.
  const team = [...useSavedEntries(props.getCollection, "team")].sort(
    (a, b) => number(a, "order") - number(b, "order"),
  );
  const portrait: ImageAt = (path) => images(path, []);
  return (
    <PreviewFrame document={props.document} site={data} pathname={aboutPath(text(data, "slug"))}>
      <AboutView
        founded={number(data, "founded")}
        about={about as unknown as AboutViewProps["about"]}
        team={team.map((member) => teamMember(member, portrait))}
      />
      {/* What search engines show of the home page and of this page. */}
      <SearchResult
        address={resultAddress(data, staticPaths.home)}
        title={text(data, "title")}
        description={text(data, "description")}
      />
      <SearchResult
        address={resultAddress(data, aboutPath(text(data, "slug")))}
        title={`${text(about, "title")} | ${siteName(data)}`}
        description={text(about, "description")}
      />
    </PreviewFrame>
  );
}

/**
 * A preview drawn only for an entry of the collection the editor is open on. When the address
 * names another entry, Decap draws the form's previous entry under the new address's collection
 * until the editor opens again on it (follow-address.ts); its images would then be looked for in
 * that collection's folder, where they are not.
 */
function ownEntryOnly(Preview: (props: PreviewProps) => React.JSX.Element) {
  return function OwnEntryPreview(props: PreviewProps): React.JSX.Element | null {
    return props.entry.get("collection") === props.collection.get("name") ? <Preview {...props} /> : null;
  };
}

/** Preview templates by collection (folder collections) or file name (site.json). */
export const previewTemplates = [
  ["services", ownEntryOnly(ServicePreview)],
  ["projects", ownEntryOnly(CaseStudyPreview)],
  ["team", ownEntryOnly(TeamMemberPreview)],
  // content/site.json: the page built from it alone is the about page.
  ["site", ownEntryOnly(AboutPreview)],
] as const;
