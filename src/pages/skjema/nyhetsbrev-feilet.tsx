// /skjema/nyhetsbrev-feilet: where a form posted without JavaScript lands (see api/http/form-endpoint.ts).
import type { HeadFC } from "gatsby";
import * as React from "react";
import { FormResultHead, FormResultPage } from "../../components/forms/form-result";

export default function NyhetsbrevFeiletPage(): React.ReactElement {
  return <FormResultPage result="newsletterFailed" />;
}

export const Head: HeadFC = () => <FormResultHead result="newsletterFailed" />;
