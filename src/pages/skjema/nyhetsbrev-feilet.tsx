import { formResultPage } from "../../components/forms/form-result";

const { Page, Head } = formResultPage("newsletterFailed");
export { Page as default, Head };
