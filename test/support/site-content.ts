// content/site.json as the tests read it: they expect the texts a maintainer wrote there, not copies of them.
import site from "../../content/site.json";

export { site };
export const { ui, consent, errorPage } = site;
