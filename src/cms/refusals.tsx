// Every refusal is seen. Decap refuses a publish with mistakes in the form silently unless a
// required field is empty (it toasts only that), leaves the message beside a label inside a group
// that may be closed, and refuses an oversized upload with a browser alert. Here a refused publish
// says so in a toast naming the fields, opens the groups that hold a mistake, and the upload
// refusal is a toast too. Decap offers no event for a refusal, so this reads its page.
import * as React from "react";
import { createRoot } from "react-dom/client";
import toast, { Toaster } from "react-hot-toast";
import { createGlobalStyle } from "styled-components";
import { refusalTexts } from "./locale";

/** Decap's toasts ("Innlegg lagret") at the bottom, clear of the toolbar's buttons. */
const EditorStyle = createGlobalStyle`
  .Toastify__toast-container.Toastify__toast-container--top-right {
    top: auto;
    bottom: 1em;
  }
  /* The mistakes read as sentences, in the field's own colour of error. */
  ul[class*="ControlErrorsList"][class] {
    text-transform: none;
    font-size: 13px;
  }
`;

/** The messages a form shows beside its fields, with the label of each field. */
function mistakes(document: Document): { label: string; list: HTMLElement }[] {
  return [...document.querySelectorAll<HTMLElement>('[class*="ControlErrorsList"]')]
    .filter((list) => list.textContent?.trim())
    .map((list) => ({ label: list.previousElementSibling?.textContent?.trim() ?? "", list }));
}

/** Opens the closed groups and list items around a mistake, a level at a time. */
function openAround(list: HTMLElement, rounds = 6): void {
  let hidden: HTMLElement | null = list;
  while (hidden && getComputedStyle(hidden).display !== "none") hidden = hidden.parentElement;
  if (!hidden || rounds === 0) return;
  const expand = hidden.previousElementSibling?.querySelector<HTMLElement>('[data-testid="expand-button"]');
  expand?.click();
  requestAnimationFrame(() => openAround(list, rounds - 1));
}

/** After a press on one of the toolbar's publish or save actions, says whether it was refused and why. */
function watchPublishing(document: Document, actions: readonly string[]): void {
  document.addEventListener(
    "click",
    (event) => {
      const target = (event.target as Element | null)?.closest('[role="menuitem"], button');
      if (!target || !actions.includes(target.textContent?.trim() ?? "")) return;
      // Decap checks the fields as the press is handled; its messages are drawn a moment later.
      setTimeout(() => {
        const found = mistakes(document);
        if (found.length === 0) return;
        for (const { list } of found) openAround(list);
        found[0]?.list.scrollIntoView({ block: "center" });
        const labels = [...new Set(found.map(({ label }) => label).filter(Boolean))];
        toast.error(refusalTexts.notPublished(labels), { id: "refused", duration: 10_000 });
      }, 300);
    },
    true,
  );
}

export function showRefusals(window: Window, actions: readonly string[]): void {
  const { document } = window;
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(
    <>
      <EditorStyle />
      <Toaster position="top-center" toastOptions={{ style: { maxWidth: "40em" } }} />
    </>,
  );
  watchPublishing(document, actions);

  // Decap refuses an oversized upload with window.alert; the editor's own toast says it instead.
  const alert = window.alert.bind(window);
  window.alert = (message?: unknown) => {
    if (message === refusalTexts.fileTooLarge) toast.error(refusalTexts.fileTooLarge, { id: "too-large" });
    else alert(message);
  };
  // Decap's refused publish rejects a promise with nothing in it, which no one handles; the toast
  // above has said what happened, so it is not reported as an error without a message.
  window.addEventListener("unhandledrejection", (event) => {
    if (event.reason === undefined) event.preventDefault();
  });
}
