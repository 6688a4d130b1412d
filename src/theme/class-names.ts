/** Joins the class names that apply: `cx(styles.card, isActive && styles.active, className)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
