import { formResultPage } from "../../components/forms/form-result";

const { Page, Head } = formResultPage("refused");
export { Page as default, Head };
