// Output helpers shared by the bench scripts: markdown tables and bench-results/ files.
import fs from "node:fs";
import path from "node:path";

export const resultsDir = path.resolve(__dirname, "../../bench-results");

export function kib(bytes: number, digits = 1): string {
  return (bytes / 1024).toFixed(digits);
}

/** A GitHub-flavoured markdown table; numeric-looking columns are right-aligned. */
export function markdownTable(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = rows.map((row) => row.map(String));
  const widths = headers.map((header, i) => Math.max(header.length, ...cells.map((row) => (row[i] ?? "").length)));
  const numeric = headers.map(
    (_, i) => cells.length > 0 && cells.every((row) => /^[-+]?[\d.,]+( ?[a-z%]+)?\*?$|^—$/i.test(row[i] ?? "")),
  );
  const pad = (text: string, i: number) => (numeric[i] ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0));
  const line = (row: string[]) => `| ${row.map(pad).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (numeric[i] ? `${"-".repeat(w + 1)}:` : `${"-".repeat(w + 2)}`)).join("|")}|`;
  return [line(headers), rule, ...cells.map(line)].join("\n");
}

/** Writes `<name>-<timestamp>.json` and `<name>-latest.json`; returns the timestamped path. */
export function writeResult(name: string, data: unknown): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(resultsDir, `${name}-${stamp}.json`);
  const json = `${JSON.stringify(data, null, 2)}\n`;
  fs.writeFileSync(file, json);
  fs.writeFileSync(path.join(resultsDir, `${name}-latest.json`), json);
  return file;
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
