import { formResultPage } from "../../components/forms/form-result";

const { Page, Head } = formResultPage("contactInvalid");
export { Page as default, Head };
