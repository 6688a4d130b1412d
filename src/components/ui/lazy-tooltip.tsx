// Radix's tooltip and its positioning engine are about 20 KB of gzipped JavaScript that only
// matters once a visitor points at or tabs to an icon link, so they load beside the page instead
// of in front of it. The server renders the triggers as usual and React keeps that markup until
// the code is there; on a client-side visit the plain trigger shows meanwhile.
import * as React from "react";
import type { TooltipProps } from "./tooltip";

const RadixProvider = React.lazy(() => import("./tooltip").then((m) => ({ default: m.TooltipProvider })));
const RadixTooltip = React.lazy(() => import("./tooltip").then((m) => ({ default: m.Tooltip })));

/** Tooltips inside one provider share the skip delay: the next one opens at once. */
export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <React.Suspense fallback={children}>
      <RadixProvider>{children}</RadixProvider>
    </React.Suspense>
  );
}

export function Tooltip(props: TooltipProps) {
  return (
    <React.Suspense fallback={props.children}>
      <RadixTooltip {...props} />
    </React.Suspense>
  );
}
