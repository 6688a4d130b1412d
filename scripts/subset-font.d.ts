// The part of subset-font's API (it ships no types) that scripts/subset-fonts.ts uses.
declare module "subset-font" {
  type Axis = number | { min: number; max: number; default?: number };
  interface Options {
    targetFormat?: "sfnt" | "woff" | "woff2";
    keepFeatures?: string[];
    variationAxes?: Record<string, Axis>;
  }
  export default function subsetFont(font: Buffer, text: string | undefined, options?: Options): Promise<Buffer>;
}
