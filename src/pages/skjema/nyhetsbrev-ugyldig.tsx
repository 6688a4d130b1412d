import { FormResultHead, FormResultPage } from "../../components/forms/form-result";

export default function NyhetsbrevUgyldigPage() {
  return <FormResultPage result="newsletterInvalid" />;
}

export function Head() {
  return <FormResultHead result="newsletterInvalid" />;
}
