import { FormResultHead, FormResultPage } from "../../components/forms/form-result";

export default function NyhetsbrevFeiletPage() {
  return <FormResultPage result="newsletterFailed" />;
}

export function Head() {
  return <FormResultHead result="newsletterFailed" />;
}
