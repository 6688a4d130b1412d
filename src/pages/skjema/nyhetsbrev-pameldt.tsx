import { formResultPage } from "../../components/forms/form-result";

const { Page, Head } = formResultPage("newsletterSubscribed");
export { Page as default, Head };
