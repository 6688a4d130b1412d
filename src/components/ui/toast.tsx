// Toasts with a title and a description (react-hot-toast), announced to screen readers.
import { X } from "lucide-react";
import * as React from "react";
import toast, { Toaster, type Toast } from "react-hot-toast";
// The Toaster's options are JavaScript values handed to react-hot-toast, so they read tokens.ts.
import { colors, fonts, radii, shadows, sizes, space, zIndices } from "../../theme/tokens";
import * as styles from "./toast.module.css";

export interface ToastContent {
  title: string;
  description?: string;
  /** Milliseconds on screen; react-hot-toast's defaults when left out. */
  duration?: number;
  /** Reusing an id replaces that toast instead of stacking another one. */
  id?: string;
}

const tones = {
  success: { role: "status", "aria-live": "polite" },
  // An error interrupts: the visitor's submission did not go through.
  error: { role: "alert", "aria-live": "assertive" },
} as const;

type Tone = keyof typeof tones;

function show(tone: Tone, { title, description, duration, id }: ToastContent): string {
  const render = (current: Toast) => (
    <div className={styles.body}>
      <div className={styles.text}>
        <strong className={styles.title}>{title}</strong>
        {description ? <span className={styles.description}>{description}</span> : null}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label="Lukk varselet"
        onClick={() => toast.dismiss(current.id)}
      >
        <X aria-hidden="true" size={16} />
      </button>
    </div>
  );
  const options = { id, duration, ariaProps: tones[tone] };
  return tone === "success" ? toast.success(render, options) : toast.error(render, options);
}

export const notify = {
  success: (content: ToastContent): string => show("success", content),
  error: (content: ToastContent): string => show("error", content),
  dismiss: (id?: string): void => toast.dismiss(id),
};

/** Rendered once by the layout. */
export function AppToaster(): React.ReactElement {
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
