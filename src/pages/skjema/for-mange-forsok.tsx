import { FormResultHead, FormResultPage } from "../../components/forms/form-result";

export default function ForMangeForsokPage() {
  return <FormResultPage result="tooMany" />;
}

export function Head() {
  return <FormResultHead result="tooMany" />;
}
