// Placeholder until the forms work lands.
import * as React from "react";

export interface ContactFormProps {
  agencyEmail: string;
}

export function ContactForm(_props: ContactFormProps): React.ReactElement {
  return <form method="post" action="/api/send-contact-email" />;
}
