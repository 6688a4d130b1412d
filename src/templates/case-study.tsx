// The case study page. Its view renders plain values, so the editor's preview renders it too.
import { CheckCircle2, ExternalLink } from "lucide-react";
import styled from "styled-components";
import { ButtonAnchor } from "../components/ui/button";
import { CallToAction } from "../components/ui/call-to-action";
import { Container } from "../components/ui/container";
import { imageSource, type ImageSource } from "../components/ui/content-image";
import { LoopingVideo } from "../components/ui/looping-video";
import { PageHero } from "../components/ui/page-hero";
import { Section } from "../components/ui/section";
import { TagList } from "../components/ui/tag-list";
import { VisuallyHidden } from "../components/ui/visually-hidden";
import { fillTemplate } from "../content-model/fill-template";
import { projectPath, staticPaths } from "../content-model/routes";
import { useSiteTexts } from "../hooks/use-site-texts";
import { colors, fontSizes, radii, space } from "../theme/tokens";
import { graphql } from "gatsby";
import { track } from "../analytics/track";
import { templatePage } from "./template-page";

type ProjectQuery = NonNullable<Queries.CaseStudyPageQuery["project"]>;

export interface CaseStudyViewProps {
  project: Omit<ProjectQuery, "image" | "slug" | "metaDescription"> & { image: ImageSource | null };
  labels: NonNullable<Queries.CaseStudyPageQuery["siteIdentity"]>["caseStudyPage"];
  /** Reports a click on the customer's own site; the page does, the editor's preview does not. */
  onExternalLinkClick?: () => void;
}

const Body = styled(Container)`
  font-size: ${fontSizes.lg};
`;

const Block = styled.section`
  margin-bottom: ${space.xxl};

  h2 {
    font-size: ${fontSizes.xxl};
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${space.sm};
    align-items: flex-start;
    padding: ${space.md};
    border-radius: ${radii.md};
    background: ${colors.glacier};
  }

  svg {
    flex: none;
    margin-top: 0.15em;
    color: ${colors.success};
  }

  span {
    min-width: 0;
  }
`;

// One view for every case study: each optional section appears when its content exists.
export function CaseStudyView({ project, labels, onExternalLinkClick }: CaseStudyViewProps) {
  const { ui } = useSiteTexts();
  const { image } = project;
  // The loop needs the build's poster image and encoded files; the editor's preview (plain paths) shows the still.
  const loop = typeof project.video === "object" ? project.video?.webLoop : null;
  const video =
    image && typeof image !== "string" && loop ? (
      <LoopingVideo loop={loop} poster={image} posterAlt={project.imageAlt} />
    ) : null;

  return (
    <>
      <PageHero
        eyebrow={project.client}
        title={project.title}
        lead={project.intro}
        media={video}
        image={image ? { data: image, alt: project.imageAlt } : null}
        back={{ to: staticPaths.projects, label: labels.backLink }}
      >
        <TagList tags={project.tags} />
      </PageHero>

      {project.aboutApp || project.challenge || project.solution || project.externalLink ? (
        <Section
          $tone="white"
          aria-label={fillTemplate("projectSection", labels.sectionName, { kunde: project.client })}
        >
          <Body $narrow>
            {project.aboutApp ? (
              <Block aria-labelledby="om-appen">
                <h2 id="om-appen">{labels.aboutAppHeading}</h2>
                <p>{project.aboutApp}</p>
              </Block>
            ) : null}
            {project.challenge ? (
              <Block aria-labelledby="utfordringen">
                <h2 id="utfordringen">{labels.challengeHeading}</h2>
                <p>{project.challenge}</p>
              </Block>
            ) : null}
            {project.solution ? (
              <Block aria-labelledby="losningen">
                <h2 id="losningen">{labels.solutionHeading}</h2>
                <Steps>
                  {project.solution.map((step) => (
                    <li key={step}>
                      <CheckCircle2 aria-hidden="true" size={22} />
                      <span>{step}</span>
                    </li>
                  ))}
                </Steps>
              </Block>
            ) : null}
            {project.externalLink ? (
              <ButtonAnchor
                href={project.externalLink.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onExternalLinkClick}
              >
                {project.externalLink.label}
                <ExternalLink aria-hidden="true" size={18} />
                <VisuallyHidden> {ui.newTab}</VisuallyHidden>
              </ButtonAnchor>
            ) : null}
          </Body>
        </Section>
      ) : null}

      <CallToAction heading={labels.ctaHeading} text={labels.ctaText} button={labels.ctaButton} />
    </>
  );
}

const page = templatePage({
  entry: ({ project, siteIdentity }: Queries.CaseStudyPageQuery) =>
    project && siteIdentity && { project, labels: siteIdentity.caseStudyPage },
  view: ({ project, labels }) => {
    const { slug, externalLink } = project;
    return (
      <CaseStudyView
        project={{ ...project, image: imageSource(project.image) }}
        labels={labels}
        onExternalLinkClick={externalLink ? () => track.caseStudyLink(slug, externalLink.url) : undefined}
      />
    );
  },
  largestImage: ({ project }) => imageSource(project.image),
  seo: ({ project }) => ({
    title: caseStudyTitle(project.client, project.title),
    description: project.metaDescription,
    path: projectPath(project.slug),
  }),
});

export default page.Template;
export const Head = page.Head;

export const query = graphql`
  query CaseStudyPage($id: String!) {
    project(id: { eq: $id }) {
      slug
      client
      title
      intro
      tags
      metaDescription
      imageAlt
      image {
        childImageSharp {
          ...PageHeroImage
        }
      }
      video {
        webLoop {
          phone
          desktop
        }
      }
      aboutApp
      challenge
      solution
      externalLink {
        label
        url
      }
    }
    siteIdentity {
      caseStudyPage {
        challengeHeading
        solutionHeading
        aboutAppHeading
        sectionName
        backLink
        ctaHeading
        ctaText
        ctaButton
      }
    }
  }
`;

/** "Client: title", unless the title already names the client. */
export function caseStudyTitle(client: string, title: string): string {
  return title.toLowerCase().includes(client.toLowerCase()) ? title : `${client}: ${title}`;
}
