// Buttons and button-styled links share one look, chosen by a typed variant.
import { Link, type GatsbyLinkProps } from "gatsby";
import * as React from "react";
import { cx } from "../../theme/class-names";
import * as styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "onDark";

interface VariantProps {
  variant?: ButtonVariant;
}

const buttonClass = (variant: ButtonVariant, className: string | undefined) =>
  cx(styles.button, styles[variant], className);

export function Button({
  variant = "primary",
  className,
  ...props
}: VariantProps & React.ButtonHTMLAttributes<HTMLButtonElement>): React.ReactElement {
  return <button className={buttonClass(variant, className)} {...props} />;
}

export function ButtonLink({
  variant = "primary",
  className,
  ...props
}: VariantProps & Omit<GatsbyLinkProps<unknown>, "ref">): React.ReactElement {
  return <Link className={buttonClass(variant, className)} {...props} />;
}

export function ButtonAnchor({
  variant = "primary",
  className,
  children,
  ...props
}: VariantProps & React.AnchorHTMLAttributes<HTMLAnchorElement>): React.ReactElement {
  return (
    <a className={buttonClass(variant, className)} {...props}>
      {children}
    </a>
  );
}
