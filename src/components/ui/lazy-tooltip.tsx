// Icon links are plain links, named by their aria-label, until a pointer or the focus reaches their
// group; then Radix's tooltip and its positioning engine (about 20 KB of gzipped JavaScript) are
// imported and take the group over (see enhance.tsx). The 700 ms before a tooltip opens on hover
// hides the wait.
import * as React from "react";
import styled from "styled-components";
import { enhancement, Keep, useEnhancement } from "./enhance";
import type { TooltipProps } from "./tooltip";

const tooltipCode = enhancement(() => import(/* webpackChunkName: "tooltip" */ "./tooltip"));
type Radix = NonNullable<ReturnType<typeof tooltipCode.current>>;

interface Loaded {
  radix: Radix;
  pointerInsideSince: (trigger: Element) => number | undefined;
}

/** The code in a group that has it, null in a group still without it, undefined outside any group. */
const GroupCode = React.createContext<Loaded | null | undefined>(undefined);

// Takes no box: the links lay out as if it were not there.
const Group = styled.div`
  display: contents;
`;

const links = (group: HTMLElement | null): HTMLElement[] =>
  Array.from(group?.querySelectorAll<HTMLElement>("a[href], button") ?? []);

/** Where the focus and the pointer were among the group's links, by position, as Radix took over. */
interface Where {
  focused: number;
  hovered: number;
  /** When the pointer came onto the hovered link (performance.now()). */
  since: number;
}

interface HandoverProps {
  group: React.RefObject<HTMLDivElement | null>;
  radix: boolean;
  /** The link the pointer came onto last, and when. */
  arrival: React.RefObject<{ link: EventTarget; at: number } | null>;
  where: React.MutableRefObject<Where | null>;
  children: React.ReactNode;
}

/**
 * Radix's tooltip wraps each link, so React draws the group's links anew when it takes over. The
 * focus and the pointer stay where they were: the link that had the focus gets it back (and its
 * tooltip opens, as on any keyboard focus), and the tooltip of the link under the pointer opens
 * 700 ms after the pointer got there (tooltip.tsx asks `where`).
 */
class Handover extends React.Component<HandoverProps> {
  override getSnapshotBeforeUpdate(previous: HandoverProps): Where | null {
    if (previous.radix || !this.props.radix) return null;
    const before = links(this.props.group.current);
    const hovered = before.findIndex((link) => link.matches(":hover"));
    const arrival = this.props.arrival.current;
    return {
      focused: before.findIndex((link) => link === document.activeElement),
      hovered,
      since: arrival && arrival.link === before[hovered] ? arrival.at : performance.now(),
    };
  }

  override componentDidUpdate(_props: HandoverProps, _state: unknown, where: Where | null): void {
    if (!where) return;
    this.props.where.current = where;
    const after = links(this.props.group.current);
    if (where.focused >= 0 && !after.includes(document.activeElement as HTMLElement)) after[where.focused]?.focus();
  }

  override render(): React.ReactNode {
    return this.props.children;
  }
}

/** Icon links whose tooltips arrive together and share the skip delay (the next one opens at once). */
export function TooltipProvider({ children }: { children: React.ReactNode }) {
  const group = React.useRef<HTMLDivElement>(null);
  const radix = useEnhancement(tooltipCode, group, { pointer: true });
  const arrival = React.useRef<{ link: EventTarget; at: number } | null>(null);
  const where = React.useRef<Where | null>(null);
  // Asked once by each tooltip as Radix takes over; only the link under the pointer gets an answer.
  const pointerInsideSince = React.useCallback((trigger: Element) => {
    const taken = where.current;
    if (!taken || links(group.current)[taken.hovered] !== trigger) return undefined;
    where.current = null;
    return taken.since;
  }, []);
  const loaded = React.useMemo(() => radix && { radix, pointerInsideSince }, [radix, pointerInsideSince]);
  const plain = <GroupCode.Provider value={null}>{children}</GroupCode.Provider>;
  return (
    <Group
      ref={group}
      onPointerOver={(event) => {
        const link = links(group.current).find((candidate) => candidate.contains(event.target as Node));
        if (link && arrival.current?.link !== link) arrival.current = { link, at: performance.now() };
      }}
    >
      <Handover group={group} radix={radix !== undefined} arrival={arrival} where={where}>
        {loaded ? (
          <Keep fallback={plain}>
            <loaded.radix.TooltipProvider>
              <GroupCode.Provider value={loaded}>{children}</GroupCode.Provider>
            </loaded.radix.TooltipProvider>
          </Keep>
        ) : (
          plain
        )}
      </Handover>
    </Group>
  );
}

export function Tooltip(props: TooltipProps) {
  const loaded = React.useContext(GroupCode);
  // Outside any group, it is a group of its own.
  if (loaded === undefined) return <TooltipProvider>{<Tooltip {...props} />}</TooltipProvider>;
  return loaded ? <loaded.radix.Tooltip {...props} pointerInsideSince={loaded.pointerInsideSince} /> : props.children;
}
