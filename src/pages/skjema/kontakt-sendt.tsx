import { FormResultHead, FormResultPage } from "../../components/forms/form-result";

export default function KontaktSendtPage() {
  return <FormResultPage result="contactSent" />;
}

export function Head() {
  return <FormResultHead result="contactSent" />;
}
