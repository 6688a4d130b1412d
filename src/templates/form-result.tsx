// Every page a form without JavaScript lands on: gatsby-node makes one per row of
// src/form-contract/result-pages.ts and hands the row's key in the page context.
import type { HeadProps, PageProps } from "gatsby";
import { FormResultHead, FormResultPage, type FormResultKey } from "../components/forms/form-result";

interface Context {
  result: FormResultKey;
}

export default function FormResultTemplate({ pageContext }: PageProps<object, Context>) {
  return <FormResultPage result={pageContext.result} />;
}

export function Head({ pageContext }: HeadProps<object, Context>) {
  return <FormResultHead result={pageContext.result} />;
}
