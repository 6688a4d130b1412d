// Debian's Chromium, launched the way every bench run needs it: headless, no sandbox (we run as
// root in containers), nothing in the background that could add network requests or CPU noise.
import { execFileSync } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  // As Puppeteer and Playwright launch headless Chromium (and as the browser tests run): with
  // the mobile preset's emulation Chromium fades an overlay scrollbar in and out after every
  // load of a page taller than the screen, about 300 ms of frames that headless Chromium
  // composites and Lighthouse screenshots in software, on the cores the page is loading on.
  "--hide-scrollbars",
];

/** A fresh Chromium with its own empty profile (chrome-launcher deletes it on kill). */
export function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, logLevel: "silent" });
}

export function chromiumVersion(): string {
  try {
    return execFileSync(chromiumPath, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}
