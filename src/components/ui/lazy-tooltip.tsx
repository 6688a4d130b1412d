// Radix's tooltip and its positioning engine are about 20 KB of gzipped JavaScript that only
// matter once a visitor points at or tabs into a group of icon links, so that is when they load;
// the 700 ms before a tooltip opens on hover hides the wait. Until then the server's links are
// there and work as plain links (see on-intent.tsx).
import * as React from "react";
import { createIntent, IntentZone, lazyOnIntent } from "./on-intent";
import type { TooltipProps } from "./tooltip";

const tooltipCode = createIntent();
const loadTooltip = () => import(/* webpackChunkName: "tooltip" */ "./tooltip");
const RadixProvider = lazyOnIntent(tooltipCode, () => loadTooltip().then((m) => m.TooltipProvider));
const RadixTooltip = lazyOnIntent(tooltipCode, () => loadTooltip().then((m) => m.Tooltip));

/*
 * Where the pointer went while the code was on its way (the last few elements it entered, and
 * when): a pointer already resting on a link when its tooltip arrives then sees the tooltip 700 ms
 * after it got there, not 700 ms after the code did.
 */
const trail: { target: EventTarget | null; at: number }[] = [];
const TRAIL_LENGTH = 32;
function recordPointer(event: PointerEvent): void {
  trail.push({ target: event.target, at: event.timeStamp });
  if (trail.length > TRAIL_LENGTH) trail.shift();
}

/** Since when the pointer has stayed within the trigger, on the clock of performance.now(). */
function pointerInsideSince(trigger: Element): number | undefined {
  let since: number | undefined;
  for (let i = trail.length - 1; i >= 0; i--) {
    const { target, at } = trail[i] ?? { target: null, at: 0 };
    if (!(target instanceof Node && trigger.contains(target))) break;
    since = at;
  }
  return since;
}

const InGroup = React.createContext(false);
// True in the group's stand-in, rendered when React draws the group anew (under `gatsby develop`, or
// after a client-side navigation) before the code is there: the triggers alone, as plain links. A
// stand-in that held the lazy tooltips would itself wait for their code, blanking the page around it.
const Waiting = React.createContext(false);

/** Tooltips inside one provider share the skip delay (the next one opens at once) and load together. */
export function TooltipProvider({ children }: { children: React.ReactNode }) {
  React.useEffect(() => {
    if (tooltipCode.isShown()) return;
    const listening = new AbortController();
    document.addEventListener("pointerover", recordPointer, { capture: true, signal: listening.signal });
    // A second after the code has arrived the tooltips have been hydrated and have looked.
    void tooltipCode.shown.then(loadTooltip).then(() =>
      window.setTimeout(() => {
        listening.abort();
        trail.length = 0;
      }, 1000),
    );
    return () => listening.abort();
  }, []);
  return (
    <InGroup.Provider value={true}>
      <IntentZone intent={tooltipCode} pointer fallback={<Waiting.Provider value={true}>{children}</Waiting.Provider>}>
        <RadixProvider>{children}</RadixProvider>
      </IntentZone>
    </InGroup.Provider>
  );
}

export function Tooltip(props: TooltipProps) {
  const waiting = React.useContext(Waiting);
  const inGroup = React.useContext(InGroup);
  if (waiting) return props.children;
  const tooltip = <RadixTooltip {...props} pointerInsideSince={pointerInsideSince} />;
  return inGroup ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
