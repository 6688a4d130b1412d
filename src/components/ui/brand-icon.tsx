// Brand marks for the social links: simple-icons' Instagram and Facebook paths (brand-paths.ts).
import * as React from "react";
import { brandPaths } from "./brand-paths";

export type BrandName = keyof typeof brandPaths;

export const isBrandName = (name: string): name is BrandName => name in brandPaths;

export function BrandIcon({ name, size = 20 }: { name: BrandName; size?: number }): React.ReactElement {
  return (
    <svg
      role="img"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
    >
      <path d={brandPaths[name]} />
    </svg>
  );
}
