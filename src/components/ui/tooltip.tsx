// Accessible tooltip for icon-only links (WAI-ARIA tooltip pattern, WCAG 1.4.13).
import * as React from "react";
import { createPortal } from "react-dom";
import * as styles from "./tooltip.module.css";

export const TOOLTIP_OPEN_DELAY_MS = 700;
/** A trigger entered this soon after another tooltip closed opens at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

export interface TooltipProps {
  content: string;
  children: React.ReactElement;
}

type TriggerProps = React.HTMLAttributes<HTMLElement>;

interface Controller {
  /** Escape: close now and stay closed until the pointer or focus leaves. */
  dismiss(): void;
  /** Scroll: an open tooltip would point at the wrong place. */
  closeIfOpen(): void;
  close(): void;
}

// Shared by every tooltip on the page: the skip delay spans triggers, and at most one
// tooltip is pending or open at a time.
let lastClosedAt = Number.NEGATIVE_INFINITY;
let current: Controller | null = null;
let listening = false;

function listenOnce(): void {
  if (listening) return;
  listening = true;
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") current?.dismiss();
  });
  // Capture, so scrolling any container counts, not just the page.
  window.addEventListener("scroll", () => current?.closeIfOpen(), { capture: true, passive: true });
}

function chain<E>(theirs: ((event: E) => void) | undefined, ours: (event: E) => void): (event: E) => void {
  return (event) => {
    theirs?.(event);
    ours(event);
  };
}

function contains(container: Element | null, target: EventTarget | null): boolean {
  return container !== null && target instanceof Node && container.contains(target);
}

export function Tooltip({ content, children }: TooltipProps): React.ReactElement {
  const id = React.useId();
  const [mounted, setMounted] = React.useState(false);
  const [open, setOpen] = React.useState(false);
  const openRef = React.useRef(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // After a click or Escape the tooltip stays shut until the pointer or focus leaves.
  const suppressed = React.useRef(false);
  const triggerRef = React.useRef<HTMLElement | null>(null);
  const tipRef = React.useRef<HTMLDivElement | null>(null);

  const controller = React.useMemo<Controller>(() => {
    const setOpenState = (next: boolean): void => {
      openRef.current = next;
      setOpen(next);
    };
    const self: Controller = {
      close() {
        clearTimeout(timer.current);
        timer.current = undefined;
        if (openRef.current) {
          lastClosedAt = Date.now();
          setOpenState(false);
        }
        if (current === self) current = null;
      },
      dismiss() {
        suppressed.current = true;
        self.close();
      },
      closeIfOpen() {
        if (openRef.current) self.close();
      },
    };
    return self;
  }, []);

  const show = React.useCallback(() => {
    timer.current = undefined;
    setOpen(true);
    openRef.current = true;
  }, []);

  const requestOpen = React.useCallback(
    (trigger: HTMLElement) => {
      triggerRef.current = trigger;
      if (suppressed.current || openRef.current || timer.current !== undefined) return;
      if (current && current !== controller) current.close();
      current = controller;
      if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) show();
      else timer.current = setTimeout(show, TOOLTIP_OPEN_DELAY_MS);
    },
    [controller, show],
  );

  React.useEffect(() => {
    listenOnce();
    // The description is only referenced once it exists, so server and first client render agree.
    setMounted(true);
    return () => controller.close();
  }, [controller]);

  const theirs = children.props as TriggerProps;
  const trigger = React.cloneElement(children as React.ReactElement<TriggerProps>, {
    "aria-describedby": mounted
      ? [theirs["aria-describedby"], id].filter(Boolean).join(" ")
      : theirs["aria-describedby"],
    onPointerEnter: chain(theirs.onPointerEnter, (event: React.PointerEvent<HTMLElement>) => {
      // A tap is not a hover; on touch screens the link itself is what matters.
      if (event.pointerType !== "touch") requestOpen(event.currentTarget);
    }),
    onPointerLeave: chain(theirs.onPointerLeave, (event: React.PointerEvent<HTMLElement>) => {
      // Moving onto the tooltip keeps it open (WCAG 1.4.13: hoverable).
      if (contains(tipRef.current, event.relatedTarget)) return;
      suppressed.current = false;
      controller.close();
    }),
    onFocus: chain(theirs.onFocus, (event: React.FocusEvent<HTMLElement>) => requestOpen(event.currentTarget)),
    onBlur: chain(theirs.onBlur, () => {
      suppressed.current = false;
      controller.close();
    }),
    onClick: chain(theirs.onClick, () => controller.dismiss()),
  });

  const onTipLeave = (event: React.PointerEvent<HTMLDivElement>): void => {
    if (contains(triggerRef.current, event.relatedTarget)) return;
    controller.close();
  };

  return (
    <>
      {trigger}
      {mounted &&
        createPortal(
          <Bubble id={id} ref={tipRef} open={open} trigger={triggerRef} onPointerLeave={onTipLeave}>
            {content}
          </Bubble>,
          document.body,
        )}
    </>
  );
}

interface BubbleProps {
  id: string;
  open: boolean;
  trigger: React.RefObject<HTMLElement | null>;
  onPointerLeave: (event: React.PointerEvent<HTMLDivElement>) => void;
  children: string;
}

const Bubble = React.forwardRef<HTMLDivElement, BubbleProps>(function Bubble(
  { id, open, trigger, onPointerLeave, children },
  ref,
) {
  const [placement, setPlacement] = React.useState<"top" | "bottom">("top");
  const ownRef = React.useRef<HTMLDivElement | null>(null);
  const setRefs = (node: HTMLDivElement | null): void => {
    ownRef.current = node;
    if (typeof ref === "function") ref(node);
    else if (ref) ref.current = node;
  };

  // Fixed to the viewport from the trigger's box, so nothing in the page moves and no
  // ancestor's overflow can clip it. Runs before paint, so it never shows misplaced.
  React.useLayoutEffect(() => {
    const tip = ownRef.current;
    const target = trigger.current;
    if (!open || !tip || !target) return;
    const box = target.getBoundingClientRect();
    const fitsAbove = box.top >= tip.offsetHeight;
    const half = tip.offsetWidth / 2;
    const viewport = document.documentElement.clientWidth;
    const centre = Math.min(Math.max(box.left + box.width / 2, half), viewport - half);
    tip.style.left = `${centre}px`;
    tip.style.top = `${fitsAbove ? box.top : box.bottom}px`;
    setPlacement(fitsAbove ? "top" : "bottom");
  }, [open, trigger]);

  return (
    <div
      id={id}
      ref={setRefs}
      className={styles.positioner}
      role="tooltip"
      hidden={!open}
      data-placement={placement}
      onPointerLeave={onPointerLeave}
    >
      <span className={styles.label}>{children}</span>
    </div>
  );
});
