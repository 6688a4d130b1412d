import { FormResultHead, FormResultPage } from "../../components/forms/form-result";

export default function KontaktFeiletPage() {
  return <FormResultPage result="contactFailed" />;
}

export function Head() {
  return <FormResultHead result="contactFailed" />;
}
