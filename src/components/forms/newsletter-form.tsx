// Placeholder until the forms work lands.
import * as React from "react";

export function NewsletterForm(): React.ReactElement {
  return <form method="post" action="/api/mailchimp-subscribe" />;
}
