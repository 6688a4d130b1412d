// /skjema/kontakt-feilet: where a form posted without JavaScript lands (see api/http/form-endpoint.ts).
import type { HeadFC } from "gatsby";
import * as React from "react";
import { FormResultHead, FormResultPage } from "../../components/forms/form-result";

export default function KontaktFeiletPage(): React.ReactElement {
  return <FormResultPage result="contactFailed" />;
}

export const Head: HeadFC = () => <FormResultHead result="contactFailed" />;
