import { graphql, type HeadFC, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { CheckCircle2, ExternalLink } from "lucide-react";
import * as React from "react";
import { Seo } from "../components/seo/seo";
import { BackLink } from "../components/ui/back-link";
import { ButtonAnchor } from "../components/ui/button";
import { CallToAction } from "../components/ui/call-to-action";
import { Container } from "../components/ui/container";
import { LoopingVideo } from "../components/ui/looping-video";
import { PageHero } from "../components/ui/page-hero";
import { Section } from "../components/ui/section";
import { TagList } from "../components/ui/tag-list";
import { projectPath, staticPaths } from "../content-model/routes";
import * as styles from "./case-study.module.css";

// One template for every case study: each optional section appears when its content exists.
export default function CaseStudyTemplate({ data }: PageProps<Queries.CaseStudyPageQuery>): React.ReactElement {
  const { project, siteIdentity } = data;
  if (!project || !siteIdentity) throw new Error("Case study without content");
  const labels = siteIdentity.caseStudyPage;
  const image = getImage(project.image.childImageSharp?.gatsbyImageData ?? null);
  const video =
    image && project.heroVideoWebm && project.heroVideoMp4 ? (
      <LoopingVideo
        webm={project.heroVideoWebm}
        mp4={project.heroVideoMp4}
        poster={image}
        posterAlt={project.imageAlt}
        priority
      />
    ) : null;

  return (
    <>
      <PageHero
        eyebrow={project.client}
        title={project.title}
        lead={project.intro}
        media={video}
        image={image ? { data: image, alt: project.imageAlt } : null}
        before={<BackLink to={staticPaths.projects}>{labels.backLink}</BackLink>}
      >
        <TagList tags={project.tags} />
      </PageHero>

      {project.aboutApp || project.challenge || project.solution || project.externalLink ? (
        <Section tone="white" aria-label={`Om prosjektet for ${project.client}`}>
          <Container narrow className={styles.body}>
            {project.aboutApp ? (
              <section className={styles.block} aria-labelledby="om-appen">
                <h2 id="om-appen">{labels.aboutAppHeading}</h2>
                <p>{project.aboutApp}</p>
              </section>
            ) : null}
            {project.challenge ? (
              <section className={styles.block} aria-labelledby="utfordringen">
                <h2 id="utfordringen">{labels.challengeHeading}</h2>
                <p>{project.challenge}</p>
              </section>
            ) : null}
            {project.solution ? (
              <section className={styles.block} aria-labelledby="losningen">
                <h2 id="losningen">{labels.solutionHeading}</h2>
                <ol className={styles.steps}>
                  {project.solution.map((step) => (
                    <li key={step}>
                      <CheckCircle2 aria-hidden="true" size={22} />
                      <span>{step}</span>
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
            {project.externalLink ? (
              <ButtonAnchor href={project.externalLink.url} target="_blank" rel="noopener noreferrer">
                {project.externalLink.label}
                <ExternalLink aria-hidden="true" size={18} />
                <span className="visually-hidden"> (åpnes i ny fane)</span>
              </ButtonAnchor>
            ) : null}
          </Container>
        </Section>
      ) : null}

      <CallToAction heading={labels.ctaHeading} text={labels.ctaText} button={labels.ctaButton} />
    </>
  );
}

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
      heroVideoWebm
      heroVideoMp4
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
        backLink
        ctaHeading
        ctaText
        ctaButton
      }
    }
  }
`;

export const Head: HeadFC<Queries.CaseStudyPageQuery> = ({ data, location }) =>
  data.project ? (
    <Seo
      title={caseStudyTitle(data.project.client, data.project.title)}
      description={data.project.metaDescription}
      path={projectPath(data.project.slug)}
    />
  ) : (
    <Seo path={location.pathname} />
  );

/** "Client: title", unless the title already names the client. */
export function caseStudyTitle(client: string, title: string): string {
  return title.toLowerCase().includes(client.toLowerCase()) ? title : `${client}: ${title}`;
}
