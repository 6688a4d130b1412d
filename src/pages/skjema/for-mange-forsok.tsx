import { formResultPage } from "../../components/forms/form-result";

const { Page, Head } = formResultPage("tooMany");
export { Page as default, Head };
