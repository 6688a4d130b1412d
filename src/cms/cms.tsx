// The editor at /admin/ (gatsby-plugin-decap-cms builds this module into its own bundle; no
// page of the site loads it).
import CMS from "decap-cms-app";
import { nb_no } from "decap-cms-locales";
import { guardBackend } from "./backend-guard";
import { cmsConfig, collections, formatName } from "./config";
import { editorSiteUrl, localBackendUrl, seedDefaultSort } from "./environment-browser";
import { followAddress } from "./follow-address";
import { toContentJson } from "./json-format";
import { translateLeftovers } from "./leftovers";
import { localeOverrides, mergePhrases, refusalTexts } from "./locale";
import "./preview/frame.css";
import { previewTemplates } from "./preview/previews";
import { clearRefusal, refuse, showRefusals } from "./refusals";
import { guardUploads, type Opener } from "./uploads";
import { registerWidgets } from "./widgets";

const merged = mergePhrases(nb_no as Parameters<typeof mergePhrases>[0], localeOverrides);
CMS.registerLocale("nb_no", merged);
// Instead of Decap's own "json" format, which writes keys in an order of its own and a layout
// Prettier rejects: one format per collection, which knows its fields' order.
for (const collection of collections) {
  const fields = collection.fields ?? collection.files?.[0]?.fields ?? [];
  CMS.registerCustomFormat(formatName(collection.name), "json", {
    fromFile: (content: string): unknown => JSON.parse(content),
    toFile: (data: object) => toContentJson(data, fields),
  });
}
for (const [name, template] of previewTemplates) CMS.registerPreviewTemplate(name, template);
// The header's library, which no field opens, holds pictures named as they are uploaded.
let opener: Opener = { kind: "image" };
document.addEventListener(
  "click",
  (event) => {
    if (!(event.target as Element | null)?.closest('[role="dialog"]')) opener = { kind: "image" };
  },
  true,
);
registerWidgets((by) => (opener = by));
guardBackend(CMS.getBackend, collections, (collection) => {
  window.location.replace(`#/collections/${collection}`);
  refuse(refusalTexts.missingEntry);
});
guardUploads(window, () => opener, refuse);
const phrases = merged as unknown as {
  editor: {
    editor: { onLeavePage: string };
    editorToolbar: Record<"publishNow" | "publishAndCreateNew" | "publishAndDuplicate" | "save", string>;
    editorControl: { field: { optional: string } };
  };
};
const toolbar = phrases.editor.editorToolbar;
showRefusals(
  window,
  { publish: [toolbar.publishNow, toolbar.publishAndCreateNew, toolbar.publishAndDuplicate], save: toolbar.save },
  collections,
  phrases.editor.editorControl.field.optional,
);

// Before Decap starts, so the form follows every change of address from the first.
const leaveQuestion = phrases.editor.editor.onLeavePage;
const reloadSaved = followAddress(window, leaveQuestion);
CMS.registerEventListener({
  name: "postSave",
  handler: () => {
    clearRefusal();
    reloadSaved();
  },
});
translateLeftovers(document);

const environment = __CMS_ENVIRONMENT__;
// Decap (a script of its own, loaded before this one) has read the lists' sort already; on the
// first visit, when the default sort is written, the page starts again once to pick it up.
if (seedDefaultSort(window.localStorage, collections)) window.location.reload();
else {
  const localBackend = localBackendUrl(window.localStorage, environment.localBackend);
  const siteUrl = editorSiteUrl(window.location, environment.siteUrl);
  CMS.init({ config: cmsConfig({ ...environment, siteUrl, ...(localBackend ? { localBackend } : {}) }) });
}
