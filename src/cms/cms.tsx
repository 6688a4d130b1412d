// The editor at /admin/ (gatsby-plugin-decap-cms builds this module into its own bundle; no
// page of the site loads it).
import CMS from "decap-cms-app";
import { nb_no } from "decap-cms-locales";
import { cmsConfig, collections, formatName } from "./config";
import { editorView } from "./editor-view";
import { editorSiteUrl, localBackendUrl, seedDefaultSort } from "./environment-browser";
import { followAddress } from "./follow-address";
import { toContentJson } from "./json-format";
import { localeOverrides, mergePhrases } from "./locale";
import { registerOptionalGroup } from "./optional-group";
import "./preview/frame.css";
import { previewTemplates } from "./preview/previews";
import { refuse, showRefusals } from "./refusals";
import { guardUploads, type UploadKind } from "./uploads";
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
registerWidgets();
registerOptionalGroup();
const phrases = merged as unknown as {
  editor: {
    editor: { onLeavePage: string };
    editorToolbar: Record<string, string>;
    editorControl: { field: { optional: string } };
    editorWidgets: { file: Record<string, string> };
  };
};
const toolbar = phrases.editor.editorToolbar;
showRefusals(
  window,
  [toolbar.publishNow, toolbar.publishAndCreateNew, toolbar.publishAndDuplicate, toolbar.save].filter(
    (action): action is string => typeof action === "string",
  ),
  collections,
  phrases.editor.editorControl.field.optional,
);
watchUploads();

/** Uploads follow the rule of the field that opened the library; the header's library holds pictures. */
function watchUploads(): void {
  const fileButtons = new Set(Object.values(phrases.editor.editorWidgets.file));
  let kind: UploadKind = "image";
  document.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element | null)?.closest("button");
      // The library's own buttons (upload, choose, close) leave the rule of the one that opened it.
      if (!button || button.closest('[role="dialog"]')) return;
      kind = fileButtons.has(button.textContent?.trim() ?? "") ? "video" : "image";
    },
    true,
  );
  guardUploads(window, {
    kind: () => kind,
    entrySlug: () => {
      const address = window.location.hash.match(/collections\/[^/]+\/(?:entries\/([^/?]+)|new)/);
      if (!address) return undefined;
      if (address[1]) return decodeURIComponent(address[1]);
      return document.querySelector<HTMLInputElement>('input[id^="slug-field"]')?.value || undefined;
    },
    taken: () =>
      new Set(
        [...document.querySelectorAll('[role="dialog"] [class*="CardText"]')].map((card) => card.textContent ?? ""),
      ),
    refuse,
  });
}
// Before Decap starts, so the form follows every change of address from the first.
const leaveQuestion = phrases.editor.editor.onLeavePage;
const reloadSaved = followAddress(window, editorView(document), leaveQuestion);
CMS.registerEventListener({ name: "postSave", handler: () => reloadSaved() });

const environment = __CMS_ENVIRONMENT__;
// Decap (a script of its own, loaded before this one) has read the lists' sort already; on the
// first visit, when the default sort is written, the page starts again once to pick it up.
if (seedDefaultSort(window.localStorage, collections)) window.location.reload();
else {
  const localBackend = localBackendUrl(window.localStorage, environment.localBackend);
  const siteUrl = editorSiteUrl(window.location, environment.siteUrl);
  CMS.init({ config: cmsConfig({ ...environment, siteUrl, ...(localBackend ? { localBackend } : {}) }) });
}
