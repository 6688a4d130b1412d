// /skjema/avvist: where a form posted without JavaScript lands (see api/http/form-endpoint.ts).
import type { HeadFC } from "gatsby";
import * as React from "react";
import { FormResultHead, FormResultPage } from "../../components/forms/form-result";

export default function AvvistPage(): React.ReactElement {
  return <FormResultPage result="refused" />;
}

export const Head: HeadFC = () => <FormResultHead result="refused" />;
