import { FormResultHead, FormResultPage } from "../../components/forms/form-result";

export default function AvvistPage() {
  return <FormResultPage result="refused" />;
}

export function Head() {
  return <FormResultHead result="refused" />;
}
