// The editor at /admin/ (gatsby-plugin-decap-cms builds this module into its own bundle; no
// page of the site loads it).
import CMS from "decap-cms-app";
import { nb_no } from "decap-cms-locales";
import { cmsConfig } from "./config";
import { contentJsonFormat } from "./json-format";
import { previewTemplates } from "./preview/previews";

CMS.registerLocale("nb_no", nb_no);
// Overrides Decap's own "json" format, which would write a layout Prettier rejects.
CMS.registerCustomFormat("json", "json", contentJsonFormat);
for (const [name, template] of previewTemplates) CMS.registerPreviewTemplate(name, template);

CMS.init({ config: cmsConfig(__CMS_ENVIRONMENT__) });
