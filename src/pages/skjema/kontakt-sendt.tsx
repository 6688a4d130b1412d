// /skjema/kontakt-sendt: where a form posted without JavaScript lands (see api/http/form-endpoint.ts).
import type { HeadFC } from "gatsby";
import * as React from "react";
import { FormResultHead, FormResultPage } from "../../components/forms/form-result";

export default function KontaktSendtPage(): React.ReactElement {
  return <FormResultPage result="contactSent" />;
}

export const Head: HeadFC = () => <FormResultHead result="contactSent" />;
