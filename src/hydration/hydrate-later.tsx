// Progressive hydration. Every page arrives as complete HTML; hydrating all of it in one go
// blocks a phone's main thread for a few hundred milliseconds, during which a tap waits.
//
// - <HydrateLater> renders its child into the HTML as usual, but in the browser hydrates it in
//   a task of its own, one boundary per task in the order they were reached, so the browser can
//   handle input and paint in between.
// - whenNear() holds back a lazily loaded part (the forms) until the visitor comes close to it.
//
// Preact keeps the server's markup of a suspended boundary while it waits, so nothing moves:
// links in it work as plain links and forms post without script. Preact keeps exactly one DOM
// node for a suspended boundary, so each boundary must wrap a single element.
//
// Only the first page load is staggered. Boundaries reached after it (client-side navigation)
// render at once, so nothing flashes.
import * as React from "react";

type Resolve = () => void;

const waiting: Resolve[] = [];
let pending = 0;
let pageRendered = typeof window === "undefined";
let firstLoadDone = typeof window === "undefined";
let onSettled: Resolve[] = [];

function settle(): void {
  pending -= 1;
  if (pending > 0 || !pageRendered) return;
  firstLoadDone = true;
  const callbacks = onSettled;
  onSettled = [];
  callbacks.forEach((callback) => callback());
}

/** Hands out one slot per task: a boundary hydrates, then the browser gets a turn. */
function releaseNext(): void {
  waiting.shift()?.();
  if (waiting.length > 0) setTimeout(releaseNext, 0);
}

interface Slot {
  ready: Promise<void>;
  granted: boolean;
  settled: boolean;
}

function takeSlot(first: boolean): Slot {
  pending += 1;
  const slot: Slot = { ready: Promise.resolve(), granted: false, settled: false };
  slot.ready = new Promise<void>((resolve) => {
    if (first) waiting.unshift(resolve);
    else waiting.push(resolve);
    if (waiting.length === 1) setTimeout(releaseNext, 0);
  }).then(() => {
    slot.granted = true;
  });
  return slot;
}

/**
 * Called once Gatsby has hydrated the page. Resolves when every boundary of the first load
 * (including those inside boundaries) has hydrated; at once when none waits.
 */
export function whenHydrated(): Promise<void> {
  pageRendered = true;
  if (pending === 0) {
    firstLoadDone = true;
    return Promise.resolve();
  }
  return new Promise((resolve) => onSettled.push(resolve));
}

/** Suspends until its slot is granted, then renders the child. */
function Gate({ slot, children }: { slot: Slot; children: React.ReactElement }): React.ReactElement {
  if (!slot.granted) throw slot.ready;
  return (
    <>
      {children}
      <Settle slot={slot} />
    </>
  );
}

/** Counts the boundary as hydrated once it has committed; renders nothing. */
function Settle({ slot }: { slot: Slot }): null {
  React.useEffect(() => {
    if (slot.settled) return;
    slot.settled = true;
    settle();
  }, [slot]);
  return null;
}

interface HydrateLaterProps {
  /** One element (Preact keeps a single DOM node for a suspended boundary). */
  children: React.ReactElement;
  /** Ahead of the boundaries already waiting: for what the visitor is likely to use at once. */
  first?: boolean;
}

/** Hydrates its one child element in a task of its own on the first page load. */
export function HydrateLater({ children, first = false }: HydrateLaterProps): React.ReactElement {
  // Taken once, in the render that hydrates the boundary; none on the server or later on.
  const [slot] = React.useState(() => (firstLoadDone ? null : takeSlot(first)));
  if (!slot) return children;
  return (
    <React.Suspense fallback={null}>
      <Gate slot={slot}>{children}</Gate>
    </React.Suspense>
  );
}

/**
 * Resolves when the element `selector` finds in the server's markup comes within a screen of
 * the viewport, or when the visitor focuses, touches or types in it, whichever is first. At once
 * on the server, after the first page load, or when there is no such element (nothing to keep).
 */
export function whenNear(selector: string): Promise<void> {
  const element = firstLoadDone ? null : document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const events = ["focusin", "pointerdown", "input"] as const;
    const done = () => {
      observer?.disconnect();
      events.forEach((type) => element.removeEventListener(type, done));
      resolve();
    };
    events.forEach((type) => element.addEventListener(type, done, { once: true, passive: true }));
    const observer =
      "IntersectionObserver" in window
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
            rootMargin: "100% 0px",
          })
        : null;
    if (observer) observer.observe(element);
    else done();
  });
}
