// Code a visitor has not asked for yet (the forms, the tooltips) loads once they show they are
// about to use it: the part comes near the viewport, or a pointer or the focus enters it. Until
// then React leaves the server's markup of that part alone, and the browser keeps it working:
// links follow, fields take what is typed, pasted or autofilled, a form posts to its function.
import * as React from "react";
import styled from "styled-components";

/** A one-way switch: the code behind it starts loading once it is shown. */
export interface Intent {
  readonly shown: Promise<void>;
  readonly isShown: () => boolean;
  readonly show: () => void;
}

/*
 * A client-side navigation renders the new page into the layout, and React holds that render
 * until every part still waiting for its code has been hydrated (or, for an urgent update, drops
 * the server's markup of that part and renders it anew). So a pointer or the focus on a link to a
 * page of the site (as Gatsby prefetches that page), or a step back or forward, asks for all the
 * waiting code at once.
 */
const waiting = new Set<Intent>();
function showAll(): void {
  for (const intent of waiting) intent.show();
  waiting.clear();
}
function onNavigationIntent(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (event.type === "popstate" || (link instanceof HTMLAnchorElement && link.origin === window.location.origin)) {
    showAll();
  }
}

/*
 * A click that would navigate while a part is still waiting for its code waits a moment too (at
 * most NAVIGATION_WAIT_MS), as Gatsby waits for the next page's files, and then goes ahead: so the
 * new render never meets a part React would have to drop and render anew.
 */
const NAVIGATION_WAIT_MS = 3000;
let unhydrated = 0;
const onAllHydrated = new Set<() => void>();
function hydratedOne(): void {
  unhydrated -= 1;
  if (unhydrated > 0) return;
  for (const run of onAllHydrated) run();
  onAllHydrated.clear();
}
let letThrough: EventTarget | null = null;
function holdNavigation(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (unhydrated === 0 || !(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  if (event.altKey || (link.target !== "" && link.target !== "_self") || link === letThrough) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  showAll();
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    letThrough = link;
    link.click();
    letThrough = null;
  };
  onAllHydrated.add(go);
  window.setTimeout(go, NAVIGATION_WAIT_MS);
}

if (typeof window !== "undefined") {
  for (const type of ["pointerover", "focusin", "pointerdown", "keydown", "popstate"]) {
    window.addEventListener(type, onNavigationIntent, { capture: true, passive: true });
  }
  window.addEventListener("click", holdNavigation, { capture: true });
}

export function createIntent(): Intent {
  let isShown = false;
  let resolve!: () => void;
  const shown = new Promise<void>((done) => {
    resolve = done;
  });
  const intent: Intent = {
    shown,
    isShown: () => isShown,
    show: () => {
      isShown = true;
      waiting.delete(intent);
      resolve();
    },
  };
  waiting.add(intent);
  return intent;
}

/** Shown as soon as any of them is. */
export function anyIntent(...intents: Intent[]): Intent {
  return {
    shown: Promise.race(intents.map((intent) => intent.shown)),
    isShown: () => intents.some((intent) => intent.isShown()),
    show: () => intents.forEach((intent) => intent.show()),
  };
}

/**
 * React.lazy whose chunk the browser only requests once the intent has been shown. The server
 * renders the part into the HTML as always, so it loads the code straight away.
 */
export function lazyOnIntent<P extends object>(intent: Intent, load: () => Promise<React.ComponentType<P>>) {
  const loaded = typeof window === "undefined" ? load() : intent.shown.then(load);
  return React.lazy(() => loaded.then((component) => ({ default: component })));
}

// It only marks the part out for the listeners; it takes no box and changes no layout.
const Zone = styled.div`
  display: contents;
`;

const subscribeToNothing = () => () => undefined;
// On the server neither runs; there useLayoutEffect would only warn.
const useIsomorphicLayoutEffect = typeof document === "undefined" ? React.useEffect : React.useLayoutEffect;

/** Keeps the height the part had, should React have to render it anew before its code is there. */
function ReservedSpace({ height }: { height: React.RefObject<number> }) {
  return <div style={{ minHeight: height.current ?? 0 }} />;
}

/** Reports once the boundary it sits in has been hydrated or rendered. */
function OnCommit({ run }: { run: () => void }) {
  React.useEffect(run, [run]);
  return null;
}

interface IntentZoneProps {
  intent: Intent;
  children: React.ReactNode;
  /** Also when the part comes this close to the viewport (an IntersectionObserver rootMargin). */
  rootMargin?: string;
  /** A pointer over the part counts too (tooltips). */
  pointer?: boolean;
  /** Load at once: the page exists for this part. */
  atOnce?: boolean;
  /** Shown meanwhile where the browser renders the part itself (after a client-side navigation). */
  fallback?: React.ReactNode;
}

/**
 * The part of the page whose code waits for intent. Hydrating, it suspends until the code is there
 * (React then keeps the server's markup, live, and hydrates it in place); rendered in the browser
 * after a client-side navigation there is no server markup to keep, so the code is asked for at once.
 */
export function IntentZone({
  intent,
  children,
  rootMargin,
  pointer = false,
  atOnce = false,
  fallback,
}: IntentZoneProps) {
  const zoneRef = React.useRef<HTMLDivElement>(null);
  // false while hydrating (React takes the server snapshot then), true in a render of the browser's own.
  const inBrowser = React.useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [renderedInBrowser] = React.useState(inBrowser);
  // Until its markup is hydrated, the boundary gets no new props: an update reaching a boundary that
  // is still waiting would make React drop the server's markup (and whatever was typed into it) and
  // render it anew. Afterwards the current props pass as usual.
  const [hydrated, setHydrated] = React.useState(renderedInBrowser);
  // An urgent update (a client-side navigation changes the router's context above every part)
  // still makes React render a waiting part anew, without its server markup; meanwhile the
  // fallback holds its place, so nothing below it moves.
  const height = React.useRef(0);
  const fromServer = React.useRef({ children, fallback: fallback ?? <ReservedSpace height={height} /> });
  const current = hydrated ? { children, fallback } : fromServer.current;
  const waitingForHydration = React.useRef(false);
  const onHydrated = React.useCallback(() => {
    if (waitingForHydration.current) {
      waitingForHydration.current = false;
      hydratedOne();
    }
    React.startTransition(() => setHydrated(true));
  }, []);
  const boundary = React.useMemo(
    () => (
      <React.Suspense fallback={current.fallback ?? null}>
        {current.children}
        <OnCommit run={onHydrated} />
      </React.Suspense>
    ),
    [current.children, current.fallback, onHydrated],
  );

  // Counted among the parts a navigation waits for until hydrated (the effect below runs after
  // OnCommit's when the code was already there, and then finds nothing to wait for).
  useIsomorphicLayoutEffect(() => {
    if (renderedInBrowser || hydrated) return;
    waitingForHydration.current = true;
    unhydrated += 1;
    return () => {
      if (waitingForHydration.current) {
        waitingForHydration.current = false;
        hydratedOne();
      }
    };
    // Only at mount: hydration ends the wait through onHydrated.
  }, []);

  React.useEffect(() => {
    const zone = zoneRef.current;
    if (intent.isShown()) return;
    if (!zone || atOnce || renderedInBrowser) {
      intent.show();
      return;
    }
    const parts = Array.from(zone.children);
    height.current = parts.reduce((sum, part) => sum + part.getBoundingClientRect().height, 0);
    const listening = new AbortController();
    const observer =
      rootMargin === undefined
        ? undefined
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
            rootMargin,
          });
    function show(): void {
      listening.abort();
      observer?.disconnect();
      intent.show();
    }
    // On the document, in the capture phase: React stops an event aimed at markup it has not
    // hydrated yet at its root, before it would reach the zone.
    const onEvent = (event: Event) => event.target instanceof Node && zone.contains(event.target) && show();
    for (const type of ["focusin", "input", "pointerdown", ...(pointer ? ["pointerover"] : [])]) {
      document.addEventListener(type, onEvent, { capture: true, signal: listening.signal });
    }
    for (const part of parts) observer?.observe(part);
    // The focus or the pointer may have got there before this part of the page was hydrated.
    if (parts.some((part) => part.matches(pointer ? ":focus-within, :hover" : ":focus-within"))) show();
    return () => {
      listening.abort();
      observer?.disconnect();
    };
  }, [intent, rootMargin, pointer, atOnce, renderedInBrowser]);

  return <Zone ref={zoneRef}>{boundary}</Zone>;
}
