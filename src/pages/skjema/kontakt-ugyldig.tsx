// /skjema/kontakt-ugyldig: where a form posted without JavaScript lands (see api/http/form-endpoint.ts).
import type { HeadFC } from "gatsby";
import * as React from "react";
import { FormResultHead, FormResultPage } from "../../components/forms/form-result";

export default function KontaktUgyldigPage(): React.ReactElement {
  return <FormResultPage result="contactInvalid" />;
}

export const Head: HeadFC = () => <FormResultHead result="contactInvalid" />;
