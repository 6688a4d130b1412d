import { FormResultHead, FormResultPage } from "../../components/forms/form-result";

export default function NyhetsbrevPameldtPage() {
  return <FormResultPage result="newsletterSubscribed" />;
}

export function Head() {
  return <FormResultHead result="newsletterSubscribed" />;
}
