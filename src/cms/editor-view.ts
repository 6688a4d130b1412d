// What the editor shows, read from its page: Decap offers a site no other view of its state.
import type { EditorView } from "./follow-address";
import { entryStatus } from "./locale";

/** The toolbar's word on the open entry ("Ulagrede endringer" …), or undefined with no entry open. */
function statusText(document: Document): string | undefined {
  const texts: readonly string[] = Object.values(entryStatus);
  // The status sits in the toolbar's link back to the collection.
  for (const element of document.querySelectorAll('a[href^="#/collections/"] div')) {
    const text = element.textContent ?? "";
    if (element.childElementCount === 0 && texts.includes(text)) return text;
  }
  return undefined;
}

export const editorView = (document: Document): EditorView => ({
  open: () => statusText(document) !== undefined,
  unsaved: () => statusText(document) === entryStatus.unsaved,
});
