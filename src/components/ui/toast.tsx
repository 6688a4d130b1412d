// Toasts with a title and a description (react-hot-toast), announced to screen readers.
import { X } from "lucide-react";
import toast, { Toaster, type Toast, type ToastOptions } from "react-hot-toast";
import styled from "styled-components";
import { useSiteTexts } from "../../hooks/use-site-texts";
import {
  colors,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
} from "../../theme/tokens";
import { iconTarget } from "./icon-target";

const Body = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space.xs};
  line-height: ${lineHeights.snug};

  > div {
    display: grid;
    gap: ${space.xxs};
    margin-inline: ${space.xxs};
  }

  strong {
    font-size: ${fontSizes.md};
    font-weight: ${fontWeights.semibold};
  }

  span {
    font-size: ${fontSizes.sm};
    color: ${colors.inkMuted};
  }
`;

const Close = styled.button`
  ${iconTarget}
  flex: none;
  /* The target reaches into the toast's padding, so the X lines up with the title. */
  margin: calc(-1 * ${space.xs});
  margin-left: auto;
  padding: 0;
  border: 0;
  border-radius: ${radii.pill};
  background: transparent;
  color: ${colors.inkMuted};
  cursor: pointer;

  &:hover {
    background: ${colors.glacier};
    color: ${colors.ink};
  }
`;

export interface ToastContent {
  title: string;
  description?: string;
  /** Milliseconds on screen; react-hot-toast's defaults when left out. */
  duration?: number;
  /** Reusing an id replaces that toast instead of stacking another one. */
  id?: string;
}

/** A component of its own: the toast's content is rendered by the Toaster, inside the site's texts. */
function CloseToast({ id }: { id: string }) {
  const { ui } = useSiteTexts();
  return (
    <Close type="button" aria-label={ui.toastClose} onClick={() => toast.dismiss(id)}>
      <X aria-hidden="true" size={16} />
    </Close>
  );
}

function show(kind: typeof toast.success, ariaProps: ToastOptions["ariaProps"], content: ToastContent): string {
  const { title, description, duration, id } = content;
  const render = (current: Toast) => (
    <Body>
      <div>
        <strong>{title}</strong>
        {description ? <span>{description}</span> : null}
      </div>
      <CloseToast id={current.id} />
    </Body>
  );
  return kind(render, { id, duration, ariaProps });
}

export const notify = {
  success: (content: ToastContent) => show(toast.success, { role: "status", "aria-live": "polite" }, content),
  // An error interrupts: the visitor's submission did not go through.
  error: (content: ToastContent) => show(toast.error, { role: "alert", "aria-live": "assertive" }, content),
};

/** Rendered once by the layout. */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      gutter={14}
      containerStyle={{ zIndex: zIndices.toast, top: `calc(${sizes.headerHeight} + ${space.sm})` }}
      toastOptions={{
        style: {
          maxWidth: "min(26rem, calc(100vw - 2rem))",
          padding: `${space.sm} ${space.md}`,
          borderRadius: radii.md,
          boxShadow: shadows.raised,
          background: colors.white,
          color: colors.ink,
          fontFamily: fonts.body,
        },
        success: { iconTheme: { primary: colors.success, secondary: colors.white } },
        error: { iconTheme: { primary: colors.danger, secondary: colors.white } },
      }}
    />
  );
}
