import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * How Gatsby hands the page to React (its `replaceHydrateFunction`). React hydrates the server's
 * HTML inside a transition, so it works in slices of a few milliseconds and lets the browser paint
 * and answer between them, instead of holding the main thread for the whole page. A click, tap or
 * key that arrives meanwhile makes React finish at once and then handles it, so nothing waits.
 * An empty container (`gatsby develop` renders on the client) gets a plain render; the function
 * it returns then unmounts it, as Gatsby expects of a replacement.
 */
export function hydrateInSlices(element: ReactElement, container: Element): (() => void) | undefined {
  if (!container.hasChildNodes()) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
  return undefined;
}
