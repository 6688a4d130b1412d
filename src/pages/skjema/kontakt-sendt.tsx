import { formResultPage } from "../../components/forms/form-result";

const { Page, Head } = formResultPage("contactSent");
export { Page as default, Head };
