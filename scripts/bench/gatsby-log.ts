// Reads the timings Gatsby prints for each build phase ("success <phase> - 12.3s").

/** The phases worth a column: image processing dominates cold builds, bundling warm ones. */
export const phaseNames: Record<string, RegExp> = {
  functions: /^Compiling Gatsby Functions$/,
  queries: /^extract queries from components$/,
  bundles: /^Building production JavaScript and CSS bundles$/,
  renderer: /^Building HTML renderer$/,
  images: /IMAGE_PROCESSING jobs$/,
  html: /^Building static HTML for pages$/,
};

export function parsePhases(log: string): Record<string, number> {
  const phases: Record<string, number> = {};
  // Gatsby redraws its progress lines with ANSI escapes; strip them before reading.
  // eslint-disable-next-line no-control-regex -- matching the escape character is the point
  const clean = log.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").split(/\r|\n/);
  for (const line of clean) {
    const match = /^success (.+?) - ([\d.]+)s/.exec(line.trim());
    if (!match?.[1] || !match[2]) continue;
    for (const [name, pattern] of Object.entries(phaseNames)) {
      if (pattern.test(match[1])) phases[name] = (phases[name] ?? 0) + Number(match[2]);
    }
  }
  return phases;
}
