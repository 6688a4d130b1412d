// `npx tsx scripts/brand-paths.ts`: writes src/components/ui/brand-paths.ts, the footer's brand
// marks from simple-icons with their numbers rounded (src/build/svg-path.ts). Run it after
// upgrading simple-icons; brand-icon.test.tsx fails until the file matches the installed version.
import fs from "node:fs";
import path from "node:path";
import prettier from "prettier";
import { roundedBrandPaths } from "../src/build/svg-path";

const target = path.resolve(__dirname, "../src/components/ui/brand-paths.ts");

async function main(): Promise<void> {
  const source = [
    "// Written by scripts/brand-paths.ts from simple-icons; do not edit by hand.",
    "// The marks' numbers are rounded to two decimals at build time, so the browser gets the short",
    "// paths and no code to round them with.",
    `export const brandPaths = ${JSON.stringify(roundedBrandPaths())} as const;`,
    "",
  ].join("\n");
  const options = (await prettier.resolveConfig(target)) ?? {};
  fs.writeFileSync(target, await prettier.format(source, { ...options, filepath: target }));
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
