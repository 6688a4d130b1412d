// Brand marks for the social links, from simple-icons (tree-shaken: only these two ship).
import * as React from "react";
import { siFacebook, siInstagram } from "simple-icons";

const brands = { Instagram: siInstagram, Facebook: siFacebook } as const;
export type BrandName = keyof typeof brands;

export const isBrandName = (name: string): name is BrandName => name in brands;

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
      <path d={brands[name].path} />
    </svg>
  );
}
