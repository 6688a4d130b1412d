import { formResultPage } from "../../components/forms/form-result";

const { Page, Head } = formResultPage("newsletterInvalid");
export { Page as default, Head };
