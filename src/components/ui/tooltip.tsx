// Tooltips for icon-only links: Radix Tooltip (the WAI-ARIA pattern). Until a pointer or the focus
// reaches a group, its links are plain links named by their aria-label; then Radix (about 20 KB
// gzipped) is imported and wraps them, the focus and the pointer staying where they were.
import * as React from "react";
import styled, { keyframes } from "styled-components";
import { enhancement, Keep, useEnhancement } from "./enhance";
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

const radixCode = enhancement(() => import(/* webpackChunkName: "tooltip" */ "@radix-ui/react-tooltip"));
type Radix = NonNullable<ReturnType<typeof radixCode.current>>;

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

// Takes no box: the links lay out as if it were not there.
const Group = styled.div`
  display: contents;
`;

/** The link under the pointer as Radix took over, and since when (performance.now()). */
interface Hovered {
  link: number;
  since: number;
}

interface Loaded {
  Radix: Radix;
  /** Asked once by each tooltip as Radix takes over: the first delay of the one under the pointer. */
  pointerInsideSince: (trigger: Element) => number | undefined;
}

/** The code in a group that has it, null in a group still without it, undefined outside any group. */
const GroupCode = React.createContext<Loaded | null | undefined>(undefined);

const links = (group: HTMLElement | null): HTMLElement[] =>
  Array.from(group?.querySelectorAll<HTMLElement>("a[href], button") ?? []);

/** Icon links whose tooltips arrive together and share the skip delay. */
export function TooltipProvider({ children }: { children: React.ReactNode }) {
  const group = React.useRef<HTMLDivElement>(null);
  const Radix = useEnhancement(radixCode, group, { pointer: true });
  const arrival = React.useRef<{ link: EventTarget; at: number } | null>(null);
  const hovered = React.useRef<Hovered | null>(null);
  // Read while rendering the takeover, before React replaces the links: the focus and the pointer are still on them.
  const before = React.useMemo(() => {
    if (!Radix) return null;
    const old = links(group.current);
    const link = old.findIndex((candidate) => candidate.matches(":hover"));
    const came = arrival.current;
    const since = came && came.link === old[link] ? came.at : performance.now();
    return { focused: old.findIndex((candidate) => candidate === document.activeElement), hovered: { link, since } };
  }, [Radix]);
  React.useLayoutEffect(() => {
    if (!before) return;
    hovered.current = before.hovered;
    const now = links(group.current);
    if (before.focused >= 0 && !now.includes(document.activeElement as HTMLElement)) now[before.focused]?.focus();
  }, [before]);
  const pointerInsideSince = React.useCallback((trigger: Element) => {
    const taken = hovered.current;
    if (!taken || links(group.current)[taken.link] !== trigger) return undefined;
    hovered.current = null;
    return taken.since;
  }, []);
  const loaded = React.useMemo(() => Radix && { Radix, pointerInsideSince }, [Radix, pointerInsideSince]);
  const plain = <GroupCode.Provider value={null}>{children}</GroupCode.Provider>;
  return (
    <Group
      ref={group}
      onPointerOver={(event) => {
        const link = links(group.current).find((candidate) => candidate.contains(event.target as Node));
        if (link && arrival.current?.link !== link) arrival.current = { link, at: performance.now() };
      }}
    >
      {loaded ? (
        <Keep fallback={plain}>
          <loaded.Radix.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
            <GroupCode.Provider value={loaded}>{children}</GroupCode.Provider>
          </loaded.Radix.Provider>
        </Keep>
      ) : (
        plain
      )}
    </Group>
  );
}

export interface TooltipProps {
  content: string;
  /** The trigger: one element that takes a ref and focus, such as a link or a button. */
  children: React.ReactElement;
}

export function Tooltip(props: TooltipProps) {
  const loaded = React.useContext(GroupCode);
  // Outside any group, it is a group of its own.
  if (loaded === undefined) return <TooltipProvider>{<Tooltip {...props} />}</TooltipProvider>;
  return loaded ? <RadixTooltip {...props} {...loaded} /> : props.children;
}

function RadixTooltip({ content, children, Radix, pointerInsideSince }: TooltipProps & Loaded) {
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
