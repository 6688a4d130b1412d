// The two engines Playwright cannot drive here, behind one small interface the flows use: Firefox
// ESR through WebDriver BiDi (puppeteer-core), WebKitGTK's MiniBrowser through WebKitWebDriver
// (selenium-webdriver) in a virtual X display. Both come from Debian (scripts/ensure-test-tools.sh).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from "puppeteer-core";
import { Builder, Key, type WebDriver } from "selenium-webdriver";
import remote from "selenium-webdriver/remote";
import { owned } from "./children";

export type EngineName = "firefox" | "webkit";

const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/lib/firefox-esr/firefox-esr";
const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
const miniBrowserPath = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** What a flow does to a page, in either engine. Selectors are CSS; scripts run in the page. */
export interface EnginePage {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  /** Runs `body`, a function body that may `return` a value or a promise, in the page. */
  run<T>(body: string): Promise<T>;
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  /** Sets the size of the page's viewport (the window, where the engine has no other way). */
  resize(width: number, height: number): Promise<void>;
  /** Uncaught errors and unhandled rejections the engine reported since the last call. */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}

export interface EngineOptions {
  /** An HTTP proxy for every host but this machine, so nothing the pages ask for leaves it. */
  proxy: { host: string; port: number };
}

// Installed in every document before its own scripts (Firefox), or right after each load (WebKit,
// whose classic WebDriver has no preload scripts): records what a visitor never sees.
const ERROR_RECORDER = `
  if (!window.__engineErrors) {
    window.__engineErrors = [];
    window.addEventListener("error", (event) => window.__engineErrors.push("error: " + event.message));
    window.addEventListener("unhandledrejection", (event) =>
      window.__engineErrors.push("unhandled rejection: " + String(event.reason)));
    document.addEventListener("securitypolicyviolation", (event) =>
      window.__engineErrors.push("CSP " + event.effectiveDirective + " blocked " + event.blockedURI));
  }`;

const TAKE_ERRORS = "const e = window.__engineErrors || []; window.__engineErrors = []; return e;";

// ---- Firefox ----------------------------------------------------------------------------------

class FirefoxPage implements EnginePage {
  readonly engine = "firefox";
  private errors: string[] = [];

  constructor(private readonly page: PuppeteerPage) {
    // Firefox reports uncaught errors here, and its own console errors too (a CSP violation among them).
    page.on("pageerror", (error) => this.errors.push(String(error)));
  }

  async init(): Promise<this> {
    await this.page.evaluateOnNewDocument(ERROR_RECORDER);
    return this;
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: "load" });
  }

  run<T>(body: string): Promise<T> {
    // A function built from text, so nothing the test runner's compiler adds to functions reaches the page.
    return this.page.evaluate(`(async function () { ${body} })()`) as Promise<T>;
  }

  async click(selector: string): Promise<void> {
    await this.page.locator(selector).click();
  }

  async type(selector: string, text: string): Promise<void> {
    await this.page.locator(selector).fill(text);
  }

  async resize(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  async takeErrors(): Promise<string[]> {
    const found = [...this.errors.splice(0), ...(await this.run<string[]>(TAKE_ERRORS))];
    // pageerror and the page's own listener see the same error; report it once.
    return [...new Set(found.map((line) => line.replace(/^(error: )?(Error: )?/, "")))];
  }

  async close(): Promise<void> {
    await this.page.browserContext().close();
  }
}

async function launchFirefox(options: EngineOptions): Promise<Engine> {
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: {
      // Every host but this machine through the test proxy, which refuses them: nothing leaves it.
      "network.proxy.type": 1,
      "network.proxy.http": options.proxy.host,
      "network.proxy.http_port": options.proxy.port,
      "network.proxy.ssl": options.proxy.host,
      "network.proxy.ssl_port": options.proxy.port,
      "network.proxy.no_proxies_on": "127.0.0.1, localhost",
      // The hero video starts muted without a gesture, as in a visitor's Firefox.
      "media.autoplay.default": 0,
    },
  });
  return {
    async newPage() {
      // Each page in its own context: its own storage, like a first visit.
      const context = await browser.createBrowserContext();
      return new FirefoxPage(await context.newPage()).init();
    },
    close: () => browser.close(),
  };
}

// ---- WebKit -------------------------------------------------------------------------------------

/** Starts Xvfb on a free display; MiniBrowser needs a display (its headless mode hung here). */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = owned(
    spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"], {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
    }),
  );
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.once("error", reject);
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited (${code})`)));
    xvfb.stdio[3]?.once("data", (data: Buffer) => resolve(`:${String(data).trim()}`));
  });
  return { display, process: xvfb };
}

class WebKitPage implements EnginePage {
  readonly engine = "webkit";

  constructor(private readonly driver: WebDriver) {}

  async goto(url: string): Promise<void> {
    await this.driver.get(url);
    await this.driver.executeScript(ERROR_RECORDER);
  }

  run<T>(body: string): Promise<T> {
    // WebDriver's Execute Script awaits a returned promise.
    return this.driver.executeScript(`return (async function () { ${body} })();`);
  }

  private async element(selector: string) {
    const element = await this.driver.findElement({ css: selector });
    await this.driver.executeScript("arguments[0].scrollIntoView({ block: 'center' });", element);
    return element;
  }

  async click(selector: string): Promise<void> {
    await (await this.element(selector)).click();
  }

  async type(selector: string, text: string): Promise<void> {
    const element = await this.element(selector);
    await element.clear();
    // A line break is the Enter key to WebDriver (a "\n" character is dropped).
    await element.sendKeys(text.replace(/\n/g, Key.ENTER));
  }

  async resize(width: number, height: number): Promise<void> {
    // The window's size, corrected by what its frame and toolbar take, until the viewport fits.
    for (let attempt = 0; attempt < 3; attempt++) {
      const inner = await this.run<{ w: number; h: number }>("return { w: innerWidth, h: innerHeight };");
      if (inner.w === width && inner.h === height) return;
      const rect = await this.driver.manage().window().getRect();
      await this.driver
        .manage()
        .window()
        .setRect({
          width: Math.max(1, rect.width + width - inner.w),
          height: Math.max(1, rect.height + height - inner.h),
        })
        // A window being resized can refuse the next size; the next attempt measures again.
        .catch(() => undefined);
    }
    const inner = await this.run<{ w: number; h: number }>("return { w: innerWidth, h: innerHeight };");
    if (inner.w !== width) throw new Error(`MiniBrowser's viewport is ${inner.w} px wide, not ${width}`);
  }

  takeErrors(): Promise<string[]> {
    return this.run<string[]>(TAKE_ERRORS);
  }

  async close(): Promise<void> {
    await this.driver.quit();
  }
}

/**
 * A GTK configuration for MiniBrowser only: its window's widgets would keep it at least 447 px
 * wide, too wide for a phone's viewport, so they may shrink. The page is drawn by WebKit itself
 * (form controls included), which GTK styles do not reach.
 */
function narrowToolbarConfig(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "minibrowser-"));
  fs.mkdirSync(path.join(dir, "gtk-3.0"));
  fs.writeFileSync(
    path.join(dir, "gtk-3.0", "gtk.css"),
    "* { min-width: 0; min-height: 0; padding: 0; margin: 0; }\nheaderbar * { font-size: 1px; }\n",
  );
  return dir;
}

async function launchWebKit(options: EngineOptions): Promise<Engine> {
  const xvfb = await startXvfb();
  const config = narrowToolbarConfig();
  const service = new remote.DriverService.Builder(webkitDriverPath)
    .setLoopback(true)
    .setEnvironment({ ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config })
    .build();
  const stop = () => {
    void service.kill();
    xvfb.process.kill();
    fs.rmSync(config, { recursive: true, force: true });
  };
  const url = await service.start().catch((error: unknown) => {
    stop();
    throw error;
  });
  return {
    async newPage() {
      // A session per page: a fresh MiniBrowser with its own storage, like a first visit.
      const driver = await new Builder()
        .usingServer(url)
        .withCapabilities({
          browserName: "MiniBrowser",
          "webkitgtk:browserOptions": {
            binary: miniBrowserPath,
            args: [
              "--automation",
              "--private",
              `--proxy=http://${options.proxy.host}:${options.proxy.port}`,
              "--ignore-host=127.0.0.1",
              "--ignore-host=localhost",
              "--autoplay-policy=allow-without-sound",
            ],
          },
        })
        .build();
      // A page that never finishes loading, or a script that never settles, fails instead of hanging.
      await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000, implicit: 0 });
      return new WebKitPage(driver);
    },
    // Every flow closes its pages (run.ts), and with them their MiniBrowsers.
    close: async () => stop(),
  };
}

export const launch = (name: EngineName, options: EngineOptions): Promise<Engine> =>
  name === "firefox" ? launchFirefox(options) : launchWebKit(options);
