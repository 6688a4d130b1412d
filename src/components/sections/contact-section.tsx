import { Mail, MapPin, Phone } from "lucide-react";
import * as React from "react";
import { formEndpoints } from "../../validation/form-routes";
import { lazyForm } from "../forms/form-libraries";
import { anchors } from "../../content-model/routes";
import { Container } from "../ui/container";
import { Section } from "../ui/section";
import { SectionHeader } from "../ui/section-header";
import * as styles from "./contact-section.module.css";

// Split from the page's first-load JavaScript, like the newsletter form (lazyForm).
const ContactForm = lazyForm("The contact form", formEndpoints.contact, () =>
  import("../forms/contact-form").then((m) => m.ContactForm),
);

export interface ContactSectionProps {
  heading: string;
  intro: string;
  detailsHeading: string;
  email: string;
  phone: string;
  phoneHref: string;
  location: string;
  /** On /kontakt the section is the page, so its heading is the h1. */
  headingLevel?: "h1" | "h2";
}

/** The details heading sits one level below the section heading (h1 on /kontakt, h2 on home). */
const subHeading = { h1: "h2", h2: "h3" } as const;

export function ContactSection({
  heading,
  intro,
  detailsHeading,
  email,
  phone,
  phoneHref,
  location,
  headingLevel = "h2",
}: ContactSectionProps): React.ReactElement {
  const DetailsHeading = subHeading[headingLevel];
  return (
    <Section id={anchors.contact} tone="tinted" aria-labelledby="kontakt-heading">
      <Container>
        <div className={styles.grid}>
          <div>
            <SectionHeader id="kontakt-heading" as={headingLevel} eyebrow="Kontakt" heading={heading} intro={intro} />
            <section className={styles.details} aria-labelledby="kontakt-detaljer">
              <DetailsHeading id="kontakt-detaljer">{detailsHeading}</DetailsHeading>
              <ul>
                <li>
                  <Mail aria-hidden="true" size={20} />
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
                <li>
                  <Phone aria-hidden="true" size={20} />
                  <a href={phoneHref}>{phone}</a>
                </li>
                <li>
                  <MapPin aria-hidden="true" size={20} />
                  <span>{location}</span>
                </li>
              </ul>
            </section>
          </div>
          <div className={styles.formCard}>
            <React.Suspense fallback={null}>
              <ContactForm agencyEmail={email} />
            </React.Suspense>
          </div>
        </div>
      </Container>
    </Section>
  );
}
