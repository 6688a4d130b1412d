// Progressive enhancement. Every page hydrates whole with its plain HTML behaviour (links lead, forms
// post, icon links have names); code that only upgrades a part (the forms' formik and toasts, the
// tooltips) is imported on the first sign that a visitor is about to use that part and takes over
// the same elements. Nothing waits for it: if it cannot be fetched, the part stays plain HTML and
// the next sign of use tries again.
import * as React from "react";
import styled from "styled-components";

/** Code that upgrades a part of the page: `current()` is undefined until it has arrived. */
export interface Enhancement<T> {
  readonly current: () => T | undefined;
  /** Imports the code, one request at a time; rejects when it could not be fetched. */
  readonly load: () => Promise<T>;
  readonly subscribe: (onArrival: () => void) => () => void;
}

export function enhancement<T>(importCode: () => Promise<T>): Enhancement<T> {
  let code: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => code,
    // A failed import is forgotten (as webpack forgets the chunk), so the next call fetches anew.
    load: () =>
      (loading ??= importCode().then(
        (arrived) => {
          code = arrived;
          for (const notify of listeners) notify();
          return arrived;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    subscribe(onArrival) {
      listeners.add(onArrival);
      return () => listeners.delete(onArrival);
    },
  };
}

/** Signs of use besides focus, input or a tap inside the part. */
export interface Signs {
  /** The part comes this close to the viewport (an IntersectionObserver rootMargin). */
  near?: string;
  /** A pointer over the part. */
  pointer?: boolean;
  /** At once: the page exists for this part. */
  atOnce?: boolean;
}

/** The code once it has arrived; hydration renders without it, as the server did. */
export const useArrived = <T,>(code: Enhancement<T>): T | undefined =>
  React.useSyncExternalStore(code.subscribe, code.current, () => undefined);

/** The part's code once it has arrived; until then every sign of use in `part` imports it. */
export function useEnhancement<T>(
  code: Enhancement<T>,
  part: React.RefObject<Element | null>,
  { near, pointer = false, atOnce = false }: Signs = {},
): T | undefined {
  const current = useArrived(code);
  const arrived = current !== undefined;
  React.useEffect(() => {
    const element = part.current;
    if (arrived || !element) return;
    // Never thrown: without its code the part keeps working as plain HTML.
    const load = () => void code.load().catch(() => undefined);
    const types = ["focusin", "input", "pointerdown", ...(pointer ? ["pointerover"] : [])];
    for (const type of types) element.addEventListener(type, load, { passive: true });
    const observer =
      near === undefined || typeof IntersectionObserver === "undefined"
        ? undefined
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
            rootMargin: near,
          });
    observer?.observe(element);
    // The focus or the pointer may have got there before hydration.
    if (atOnce || element.matches(":focus-within") || (pointer && element.querySelector(":hover"))) load();
    return () => {
      for (const type of types) element.removeEventListener(type, load);
      observer?.disconnect();
    };
  }, [code, part, arrived, near, pointer, atOnce]);
  return current;
}

// Takes no box: the part lays out as if this were not there.
const Contents = styled.div`
  display: contents;
`;

/**
 * Should the part inside throw, the page around it stays: it shows `fallback` or, without one, the
 * part's last markup as plain HTML (its links still lead, its forms still post).
 */
export class Keep extends React.Component<{ children: React.ReactNode; fallback?: React.ReactNode }> {
  override state = { failed: false };
  private readonly box = React.createRef<HTMLDivElement>();
  private markup = "";

  static getDerivedStateFromError = () => ({ failed: true });

  override render(): React.ReactNode {
    const { children, fallback } = this.props;
    if (!this.state.failed) return fallback === undefined ? <Contents ref={this.box}>{children}</Contents> : children;
    if (fallback !== undefined) return fallback;
    // Read before React commits the failed render: until then the document still shows the part.
    this.markup ||= this.box.current?.innerHTML ?? "";
    return <Contents dangerouslySetInnerHTML={{ __html: this.markup }} />;
  }
}
