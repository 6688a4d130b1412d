import { formResultPage } from "../../components/forms/form-result";

const { Page, Head } = formResultPage("contactFailed");
export { Page as default, Head };
