// The part of the tooltips that arrives on a sign of use (tooltip.tsx): Radix Tooltip, the WAI-ARIA
// pattern, opening after 700 ms on hover (at once within 300 ms of another closing) and on focus.
import * as Radix from "@radix-ui/react-tooltip";
import * as React from "react";
import styled, { keyframes } from "styled-components";
import {
  colors,
  durations,
  fontSizes,
  fontWeights,
  lineHeights,
  media,
  radii,
  shadows,
  space,
  zIndices,
} from "../../theme/tokens";

export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
// Focusing a link below the fold scrolls it into view, and Radix closes on scroll: a scroll this
// soon after the focus, the focus still there, leaves the tooltip open.
const FOCUS_SCROLL_GRACE_MS = 1000;

export interface TooltipProps {
  content: string;
  /** The trigger: one element that takes a ref and focus, such as a link or a button. */
  children: React.ReactElement;
}

/** Shares the skip delay between the tooltips inside it. */
export const Provider = ({ children }: { children: React.ReactNode }) => (
  <Radix.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
    {children}
  </Radix.Provider>
);

const appear = keyframes`
  from {
    opacity: 0;
  }
`;

const Bubble = styled.div`
  z-index: ${zIndices.tooltip};
  padding: ${space.xxs} ${space.xs};
  /* Distinct on the dark footer as well as on light pages. */
  border: 1px solid ${colors.inkMuted};
  border-radius: ${radii.sm};
  background: ${colors.ink};
  color: ${colors.onDark};
  box-shadow: ${shadows.raised};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.medium};
  line-height: ${lineHeights.snug};
  white-space: nowrap;
  animation: ${appear} ${durations.fast} ease-out;

  ${media.reducedMotion} {
    animation: none;
  }
`;

export function Tooltip({
  content,
  children,
  pointerInsideSince,
}: TooltipProps & {
  /** Asked once as the code takes over: since when the pointer has been on the trigger, if it has. */
  pointerInsideSince: (trigger: Element) => number | undefined;
}) {
  const [open, setOpen] = React.useState(false);
  // The first opening's delay, when the pointer was already on the trigger as the code arrived.
  const [firstDelay, setFirstDelay] = React.useState<number>();
  const openRef = React.useRef(false);
  const trigger = React.useRef<HTMLElement | null>(null);
  const focusedAt = React.useRef(Number.NEGATIVE_INFINITY);
  const keepOpen = React.useRef(false);
  // Radix types the trigger as a button; asChild makes it whatever element the child is.
  const setTrigger = React.useCallback((node: HTMLElement | null) => void (trigger.current = node), []);

  // Registered before Radix's own scroll listener, so it runs first and can mark that close as one to skip.
  React.useEffect(() => {
    const onScroll = (event: Event): void => {
      const element = trigger.current;
      if (
        openRef.current &&
        element &&
        document.activeElement === element &&
        event.target instanceof Node &&
        event.target.contains(element) &&
        Date.now() - focusedAt.current < FOCUS_SCROLL_GRACE_MS
      ) {
        keepOpen.current = true;
        window.setTimeout(() => (keepOpen.current = false), 0);
      }
    };
    window.addEventListener("scroll", onScroll, { capture: true, passive: true });
    return () => window.removeEventListener("scroll", onScroll, { capture: true });
  }, []);

  // Radix starts the delay on the pointer's first move over the trigger; a pointer that arrived
  // before the code may not move again, so the rest of the delay counts from its arrival.
  React.useEffect(() => {
    const since = trigger.current ? pointerInsideSince(trigger.current) : undefined;
    if (since !== undefined) setFirstDelay(Math.max(0, TOOLTIP_OPEN_DELAY_MS - (performance.now() - since)));
  }, [pointerInsideSince]);
  React.useEffect(() => {
    const element = trigger.current;
    if (firstDelay === undefined || !element) return undefined;
    element.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }));
    setFirstDelay(undefined);
    // The browser never saw the pointer come onto this element, so the pointer's next move says whether it left.
    const moved = new AbortController();
    const onMove = (event: PointerEvent) => {
      moved.abort();
      if (event.target instanceof Node && element.contains(event.target)) return;
      element.dispatchEvent(
        new PointerEvent("pointerout", { bubbles: true, pointerType: "mouse", relatedTarget: event.target }),
      );
    };
    document.addEventListener("pointermove", onMove, { capture: true, signal: moved.signal });
    return undefined;
  }, [firstDelay]);

  const onOpenChange = (next: boolean): void => {
    if (!next && keepOpen.current) return void (keepOpen.current = false);
    openRef.current = next;
    setOpen(next);
  };

  return (
    <Radix.Root open={open} onOpenChange={onOpenChange} delayDuration={firstDelay}>
      <Radix.Trigger asChild ref={setTrigger} onFocus={() => (focusedAt.current = Date.now())}>
        {children}
      </Radix.Trigger>
      <Radix.Portal>
        <Radix.Content asChild side="top" sideOffset={6} collisionPadding={8}>
          <Bubble>{content}</Bubble>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
