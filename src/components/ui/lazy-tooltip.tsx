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

/** Radix in a group that has it, null in a group still without it, undefined outside any group. */
const GroupCode = React.createContext<Radix | null | undefined>(undefined);

// Takes no box: the links lay out as if it were not there.
const Group = styled.div`
  display: contents;
`;

const links = (group: HTMLElement | null): HTMLElement[] =>
  Array.from(group?.querySelectorAll<HTMLElement>("a[href], button") ?? []);

/**
 * Radix's tooltip wraps each link, so React draws the group's links anew when it takes over. The
 * focus and the pointer stay where they were: the link that had the focus gets it back (and its
 * tooltip opens, as on any keyboard focus), and the link under the pointer is told that the
 * pointer is there, so its tooltip opens after the usual delay.
 */
interface HandoverProps {
  group: React.RefObject<HTMLDivElement | null>;
  radix: boolean;
  children: React.ReactNode;
}
type Where = { focused: number; hovered: number } | null;

class Handover extends React.Component<HandoverProps> {
  override getSnapshotBeforeUpdate(previous: HandoverProps): Where {
    if (previous.radix || !this.props.radix) return null;
    const before = links(this.props.group.current);
    return {
      focused: before.findIndex((link) => link === document.activeElement),
      hovered: before.findIndex((link) => link.matches(":hover")),
    };
  }

  override componentDidUpdate(_props: HandoverProps, _state: unknown, where: Where): void {
    if (!where) return;
    const { focused, hovered } = where;
    const after = links(this.props.group.current);
    if (focused >= 0 && !after.includes(document.activeElement as HTMLElement)) after[focused]?.focus();
    after[hovered]?.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }));
  }

  override render(): React.ReactNode {
    return this.props.children;
  }
}

/** Icon links whose tooltips arrive together and share the skip delay (the next one opens at once). */
export function TooltipProvider({ children }: { children: React.ReactNode }) {
  const group = React.useRef<HTMLDivElement>(null);
  const radix = useEnhancement(tooltipCode, group, { pointer: true });
  const plain = <GroupCode.Provider value={null}>{children}</GroupCode.Provider>;
  return (
    <Group ref={group}>
      <Handover group={group} radix={radix !== undefined}>
        {radix ? (
          <Keep fallback={plain}>
            <radix.TooltipProvider>
              <GroupCode.Provider value={radix}>{children}</GroupCode.Provider>
            </radix.TooltipProvider>
          </Keep>
        ) : (
          plain
        )}
      </Handover>
    </Group>
  );
}

export function Tooltip(props: TooltipProps) {
  const radix = React.useContext(GroupCode);
  // Outside any group, it is a group of its own.
  if (radix === undefined) return <TooltipProvider>{<Tooltip {...props} />}</TooltipProvider>;
  return radix ? <radix.Tooltip {...props} /> : props.children;
}
