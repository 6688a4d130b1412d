import { ArrowRight } from "lucide-react";
import * as React from "react";
import { staticPaths } from "../../content-model/routes";
import { ButtonLink } from "./button";
import { Container } from "./container";
import * as styles from "./call-to-action.module.css";

/** The closing band that sends a visitor to /kontakt. */
export function CallToAction({
  heading,
  text,
  button,
}: {
  heading: string;
  text: string;
  button: string;
}): React.ReactElement {
  const headingId = React.useId();
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <Container narrow>
        <h2 id={headingId}>{heading}</h2>
        <p>{text}</p>
        <ButtonLink to={staticPaths.contact} variant="secondary">
          {button}
          <ArrowRight aria-hidden="true" size={18} />
        </ButtonLink>
      </Container>
    </section>
  );
}
