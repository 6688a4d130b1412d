// Brand marks for the social links: simple-icons' Instagram and Facebook drawings (their numbers
// rounded to two decimals), kept as files in static/brands/. Each is painted as a CSS mask over the
// link's own text colour, so it follows the link's colour like an inline SVG would, while its path
// data (about 1 KB compressed) stays out of the script every page loads.
import styled from "styled-components";

const marks = { Instagram: "/brands/instagram.svg", Facebook: "/brands/facebook.svg" } as const;

export type BrandName = keyof typeof marks;

export const isBrandName = (name: string): name is BrandName => name in marks;

const Mark = styled.span<{ $src: string }>`
  display: block;
  width: 20px;
  height: 20px;
  background-color: currentColor;
  mask: url(${({ $src }) => $src}) center / contain no-repeat;

  /* Forced colours (Windows' contrast themes) drop author backgrounds; the mark keeps the link colour. */
  @media (forced-colors: active) {
    forced-color-adjust: none;
    background-color: LinkText;
  }
`;

export function BrandIcon({ name }: { name: BrandName }) {
  return <Mark aria-hidden="true" data-brand={name} $src={marks[name]} />;
}
