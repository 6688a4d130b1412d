import { FormResultHead, FormResultPage } from "../../components/forms/form-result";

export default function KontaktUgyldigPage() {
  return <FormResultPage result="contactInvalid" />;
}

export function Head() {
  return <FormResultHead result="contactInvalid" />;
}
