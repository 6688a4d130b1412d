import { defineConfig, devices } from "@playwright/test";
import { baseURL, mailchimpEnv, mailchimpPort, mailchimpURL, sitePort as port } from "./e2e/support/servers";
import { chromiumFlags, chromiumPath } from "./scripts/chromium";

// End-to-end tests run against the production build served locally, in Debian's Chromium. The
// served functions send newsletter signups to a local stand-in for Mailchimp (e2e/support/mailchimp-server.ts).

// The editor's tests answer its page themselves (e2e/cms.spec.ts): Chromium counts such a page as
// public, and its calls to the loopback backend would wait for a Local Network Access permission.
const chromium = {
  executablePath: chromiumPath,
  args: [...chromiumFlags, "--autoplay-policy=no-user-gesture-required", "--disable-features=LocalNetworkAccessChecks"],
};

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/e2e.json" }]],
  use: {
    baseURL,
    locale: "nb-NO",
    // A trace snapshots the page at every step: recorded only when a failure recurs on its retry.
    trace: "on-first-retry",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "desktop",
      // A test tagged @phone is about what only small screens have (the menu button).
      grepInvert: /@phone/,
      testIgnore: /dev-server\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      // What a phone shows differently: the menu (@phone), the forms' toasts and fields
      // (@also-phone), the accessibility scan with the menu open. The rest is layout-independent.
      testMatch: /(navigation|a11y|forms)\.spec\.ts/,
      grep: /@phone|@also-phone/,
      use: devices["Pixel 7"],
    },
    {
      // `gatsby develop` in a copy of the project: `npm test` runs it beside the checks of the build.
      name: "develop",
      testMatch: /dev-server\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `npx tsx e2e/support/mailchimp-server.ts --port ${mailchimpPort}`,
      url: `${mailchimpURL}/__members`,
      reuseExistingServer: !process.env.CI,
      stdout: "pipe",
    },
    {
      // The tests pose as several clients through X-Forwarded-For, which only this flag honours.
      // A server reused from an earlier run must have been started with the same Mailchimp settings.
      command: `node scripts/serve.mjs --port ${port} --trust-forwarded-for`,
      url: `${baseURL}/`,
      env: mailchimpEnv,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: "pipe",
    },
  ],
});
