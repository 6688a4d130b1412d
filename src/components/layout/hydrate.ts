import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Gatsby's `replaceHydrateFunction`: hydrating inside a transition, React works in short slices the
 * browser can paint and answer between, and a click meanwhile makes it finish first. An empty
 * container (`gatsby develop`) gets a plain render, and the returned function unmounts it.
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
