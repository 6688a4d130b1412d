// Every refusal is seen. Decap refuses a publish with mistakes in the form silently unless a
// required field is empty (it toasts only that), and leaves the message beside a label inside a
// group or list item that may be closed. Here a refused publish says so in a toast naming each
// field by its place ("«Tittel» i punkt 2 av «Hva vi tilbyr»"), and opens what holds it through
// Decap's own controls. Decap offers no event for a refusal, so this reads its page.
import type { CmsCollection, CmsField } from "decap-cms-core";
import * as React from "react";
import { createRoot } from "react-dom/client";
import toast, { Toaster } from "react-hot-toast";
import { createGlobalStyle } from "styled-components";
import { refusalTexts, type FieldPlace } from "./locale";
import { openers } from "./widgets";

/** The toasts (Decap's "Innlegg lagret", and the refusals below) at the bottom, clear of the toolbar's buttons; the preview's buttons clear of the page. */
const EditorStyle = createGlobalStyle`
  .Toastify__toast-container.Toastify__toast-container--top-right {
    top: auto;
    bottom: 1em;
  }
  /* The preview's buttons (show or hide it, scroll together) in its bottom corner, clear of the
     site's menu button in the header's top corner. */
  [class*="ViewControls"][class] {
    top: auto;
    bottom: 10px;
  }
  /* One refusal at a time: while the editor's own says where the mistakes are, Decap's error toast
     ("Oisann, ser ut som du glemte et påkrevd felt") waits. */
  body:has(.editor-refusal) .Toastify__toast--error {
    display: none;
  }
  /* The mistakes read as sentences, in the field's own colour of error. */
  ul[class*="ControlErrorsList"][class] {
    text-transform: none;
    font-size: 13px;
  }
`;

/** One step from a field out to the form: a group, or an item of a list (numbered from 1). */
type Step = { label: string; item?: number };

/** A list item holds the label Decap shows while the item is closed, beside its fields. */
const ITEM_LABEL = ':scope > [class*="NestedObjectLabel"]';

/** A list's items: the item and its siblings that hold an item's label. */
const itemsBeside = (item: Element): Element[] =>
  [...(item.parentElement?.children ?? [])].filter((child) => child.querySelector(ITEM_LABEL));

/** The label Decap draws above a field's control, without its "(valgfritt)". */
const controlLabel = (container: Element, optional: string): string =>
  (container.querySelector(":scope > [class*='ControlTopbar'] > label")?.textContent ?? "")
    .replace(` (${optional})`, "")
    .trim();

/** Where a message sits: the field's label, then each list item and group around it, inwards first. */
export function stepsOut(list: HTMLElement, optional: string): Step[] {
  const steps: Step[] = [];
  let item: number | undefined;
  for (let node = list.parentElement; node; node = node.parentElement) {
    if (node.querySelector(ITEM_LABEL)) {
      item = itemsBeside(node).indexOf(node) + 1;
    } else if (/ControlContainer/.test(node.getAttribute("class") ?? "")) {
      steps.push({ label: controlLabel(node, optional), ...(item === undefined ? {} : { item }) });
      item = undefined;
    }
  }
  return steps;
}

/** A list's word for one of its items, from the configuration, found by the labels from the form inwards. */
export function placeOf(steps: readonly Step[], fields: readonly CmsField[]): FieldPlace {
  let level: readonly CmsField[] = fields;
  const outward = [...steps].reverse();
  const named = outward.map((step) => {
    const field = level.find((candidate) => candidate.label === step.label);
    const inner = field as { fields?: CmsField[]; field?: CmsField; label_singular?: string } | undefined;
    level = inner?.fields ?? (inner?.field ? [inner.field] : []);
    return { ...step, singular: inner?.label_singular ?? step.label.toLowerCase() };
  });
  const [field, ...around] = named.reverse();
  return { label: field?.label ?? "", around };
}

/** The fields of the entry the address names. */
function formFields(location: Location, collections: readonly CmsCollection[]): readonly CmsField[] {
  const name = location.hash.match(/collections\/([^/]+)/)?.[1];
  const collection = collections.find((candidate) => candidate.name === name);
  return collection?.fields ?? collection?.files?.[0]?.fields ?? [];
}

/** The messages a form shows beside its fields. */
const mistakes = (document: Document): HTMLElement[] =>
  [...document.querySelectorAll<HTMLElement>('[class*="ControlErrorsList"]')].filter((list) =>
    list.textContent?.trim(),
  );

/** Opens the lists and groups around a mistake, outermost first, each through Decap's own control. */
function openAround(list: HTMLElement, done: () => void): void {
  const opens: (() => void)[] = [];
  let item = "";
  for (let node = list.parentElement; node; node = node.parentElement) {
    if (node.querySelector(ITEM_LABEL)) item = String(itemsBeside(node).indexOf(node));
    const open = openers.get(node.id);
    if (!open) continue;
    const path = item;
    opens.unshift(() => open(path));
    item = "";
  }
  // A level at a time: an inner control is drawn open once the one around it is.
  const next = () => {
    const open = opens.shift();
    if (!open) return done();
    open();
    requestAnimationFrame(next);
  };
  next();
}

/** After a press on one of the toolbar's publish or save actions, says whether it was refused and where. */
function watchPublishing(
  window: Window,
  actions: { publish: readonly string[]; save: string },
  collections: readonly CmsCollection[],
  optional: string,
): void {
  const { document } = window;
  document.addEventListener(
    "click",
    (event) => {
      const target = (event.target as Element | null)?.closest('[role="menuitem"], button');
      const action = target?.textContent?.trim() ?? "";
      if (!target || ![...actions.publish, actions.save].includes(action)) return;
      // Decap checks the fields as the press is handled; its messages are drawn a moment later.
      window.setTimeout(() => {
        const found = mistakes(document);
        if (found.length === 0) return;
        const fields = formFields(window.location, collections);
        const places = found.map((list) => placeOf(stepsOut(list, optional), fields));
        const unique = [...new Map(places.map((place) => [JSON.stringify(place), place])).values()];
        refuse(refusalTexts.refused(unique, action === actions.save));
        for (const list of found) openAround(list, () => found[0]?.scrollIntoView({ block: "center" }));
      }, 300);
    },
    true,
  );
}

export function showRefusals(
  window: Window,
  actions: { publish: readonly string[]; save: string },
  collections: readonly CmsCollection[],
  optional: string,
): void {
  const { document } = window;
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(
    <>
      <EditorStyle />
      <Toaster position="bottom-center" toastOptions={{ style: { maxWidth: "40em" } }} />
    </>,
  );
  watchPublishing(window, actions, collections, optional);
  // Decap's refused publish rejects a promise with nothing in it, which no one handles; the toast
  // above has said what happened, so it is not reported as an error without a message.
  window.addEventListener("unhandledrejection", (event) => {
    if (event.reason === undefined) event.preventDefault();
  });
}

/** A refusal the editor says itself, in the same toast as a refused publish. */
export const refuse = (message: string): void =>
  void toast.error(message, { id: "refused", duration: 10_000, className: "editor-refusal" });

/** A refusal is gone once the entry is saved. */
export const clearRefusal = (): void => toast.dismiss("refused");
