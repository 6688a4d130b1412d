// Tooltips for icon-only links. Until a pointer or the focus reaches a group, its links are plain
// links named by their aria-label; then Radix's tooltip (tooltip-radix.tsx, about 20 KB gzipped) is
// imported and wraps them, the focus and the pointer staying where they were.
import * as React from "react";
import styled from "styled-components";
import { enhancement, Keep, useEnhancement } from "./enhance";
import type { TooltipProps } from "./tooltip-radix";

const radixCode = enhancement(() => import(/* webpackChunkName: "tooltip" */ "./tooltip-radix"));
type Radix = NonNullable<ReturnType<typeof radixCode.current>>;

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
          <loaded.Radix.Provider>
            <GroupCode.Provider value={loaded}>{children}</GroupCode.Provider>
          </loaded.Radix.Provider>
        </Keep>
      ) : (
        plain
      )}
    </Group>
  );
}

export function Tooltip(props: TooltipProps) {
  const loaded = React.useContext(GroupCode);
  // Outside any group, it is a group of its own.
  if (loaded === undefined) return <TooltipProvider>{<Tooltip {...props} />}</TooltipProvider>;
  return loaded ? <loaded.Radix.Tooltip {...props} pointerInsideSince={loaded.pointerInsideSince} /> : props.children;
}
