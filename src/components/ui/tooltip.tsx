// Tooltips for icon-only links and buttons: Radix Tooltip (the WAI-ARIA tooltip pattern, WCAG 1.4.13).
// It opens on hover after a delay and at once on keyboard focus, and closes on leave, blur, click,
// Escape and scroll; while open, aria-describedby ties it to its trigger.
import * as RadixTooltip from "@radix-ui/react-tooltip";
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

/** A hover opens a tooltip after 700 ms… */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** …or at once within 300 ms of another one closing (within one TooltipProvider). */
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Radix positions in pixels: the gap to the trigger, and the margin kept from the viewport's edges.
const SIDE_OFFSET_PX = 6;
const COLLISION_PADDING_PX = 8;

/**
 * Tabbing to a link below the fold makes the browser scroll it into view (smoothly, under the
 * global style), and Radix closes a tooltip whenever a scroll moves its trigger, so the tooltip of
 * a focused footer link closed at once. A scroll this soon after the trigger took focus,
 * with the focus still there, is taken for that and leaves the tooltip open.
 */
const FOCUS_SCROLL_GRACE_MS = 1000;

const ProviderPresent = React.createContext(false);

/**
 * Shares the open and skip delays between every tooltip inside it. Optional: a Tooltip outside
 * one brings its own, which then only spans that tooltip.
 */
export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <ProviderPresent.Provider value={true}>{children}</ProviderPresent.Provider>
    </RadixTooltip.Provider>
  );
}

const appear = keyframes`
  from {
    opacity: 0;
  }
  to {
    opacity: 1;
  }
`;

const Bubble = styled(RadixTooltip.Content)`
  z-index: ${zIndices.tooltip};
  padding: ${space.xxs} ${space.xs};
  /* The border keeps the bubble distinct on the dark footer as well as on light pages. */
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

export interface TooltipProps {
  content: string;
  /** The trigger: one element that takes a ref and focus, such as a link or a button. */
  children: React.ReactElement;
}

interface LoadedTooltipProps extends TooltipProps {
  /** Since when the pointer has rested on the trigger (performance.now()), if it got there before this code did. */
  pointerInsideSince?: (trigger: Element) => number | undefined;
}

function TooltipRoot({ content, children, pointerInsideSince }: LoadedTooltipProps) {
  const [open, setOpen] = React.useState(false);
  // The delay of the first opening, when the pointer was already on the trigger as this code arrived.
  const [firstDelay, setFirstDelay] = React.useState<number>();
  const openRef = React.useRef(false);
  const triggerRef = React.useRef<HTMLElement | null>(null);
  const focusedAt = React.useRef(Number.NEGATIVE_INFINITY);
  const keepOpen = React.useRef(false);
  // Radix types the trigger as a button; asChild makes it whatever element the child is.
  const setTrigger = React.useCallback((node: HTMLElement | null) => {
    triggerRef.current = node;
  }, []);

  // Radix listens for the scroll that closes the tooltip from when it opens; this listener is
  // registered earlier, so it runs first in the same dispatch and can mark that close as one to skip.
  React.useEffect(() => {
    const onScroll = (event: Event): void => {
      const trigger = triggerRef.current;
      if (
        openRef.current &&
        trigger !== null &&
        document.activeElement === trigger &&
        event.target instanceof Node &&
        event.target.contains(trigger) &&
        Date.now() - focusedAt.current < FOCUS_SCROLL_GRACE_MS
      ) {
        keepOpen.current = true;
        // Only for this event: Radix's listener runs before any timer does.
        window.setTimeout(() => {
          keepOpen.current = false;
        }, 0);
      }
    };
    window.addEventListener("scroll", onScroll, { capture: true, passive: true });
    return () => window.removeEventListener("scroll", onScroll, { capture: true });
  }, []);

  // Radix starts the open delay on the pointer's first move over the trigger, and a pointer that
  // arrived before the tooltip's code may not move again: the remaining delay is counted from
  // when it arrived, and Radix is handed the move it missed.
  React.useEffect(() => {
    const trigger = triggerRef.current;
    const since = trigger ? pointerInsideSince?.(trigger) : undefined;
    if (since !== undefined) setFirstDelay(Math.max(0, TOOLTIP_OPEN_DELAY_MS - (performance.now() - since)));
  }, [pointerInsideSince]);
  const untilPointerMoves = React.useRef<AbortController | null>(null);
  React.useEffect(() => {
    const trigger = triggerRef.current;
    if (firstDelay === undefined || !trigger) return;
    trigger.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }));
    // Radix has started its timer with the shorter delay; every later hover waits the full one.
    setFirstDelay(undefined);
    // The browser has not seen the pointer come onto this element, so it will not say when the
    // pointer leaves: the pointer's next move does, unless it is still on the trigger.
    untilPointerMoves.current = new AbortController();
    const { signal } = untilPointerMoves.current;
    const onMove = (event: PointerEvent) => {
      untilPointerMoves.current?.abort();
      if (event.target instanceof Node && trigger.contains(event.target)) return;
      trigger.dispatchEvent(
        new PointerEvent("pointerout", { bubbles: true, pointerType: "mouse", relatedTarget: event.target }),
      );
    };
    document.addEventListener("pointermove", onMove, { capture: true, signal });
  }, [firstDelay]);
  React.useEffect(() => () => untilPointerMoves.current?.abort(), []);

  const onOpenChange = (next: boolean): void => {
    if (!next && keepOpen.current) {
      keepOpen.current = false;
      return;
    }
    openRef.current = next;
    setOpen(next);
    setFirstDelay(undefined);
  };

  return (
    <RadixTooltip.Root open={open} onOpenChange={onOpenChange} delayDuration={firstDelay}>
      <RadixTooltip.Trigger
        asChild
        ref={setTrigger}
        onFocus={() => {
          focusedAt.current = Date.now();
        }}
      >
        {children}
      </RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Bubble side="top" sideOffset={SIDE_OFFSET_PX} collisionPadding={COLLISION_PADDING_PX}>
          {content}
        </Bubble>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}

export function Tooltip(props: LoadedTooltipProps) {
  // Works anywhere: inside a TooltipProvider it shares that provider's skip delay.
  const provided = React.useContext(ProviderPresent);
  return provided ? (
    <TooltipRoot {...props} />
  ) : (
    <TooltipProvider>
      <TooltipRoot {...props} />
    </TooltipProvider>
  );
}
