// What .env.example promises: a site configured only by .env.production, for its build and for
// `npm start` (the local server and its functions), with a variable set in the shell still winning.
import { spawnSync } from "node:child_process";
import { mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startLocalServer } from "../support/servers";
import { startSmtpSink } from "../support/smtp-sink";

jest.setTimeout(60_000);
const root = path.resolve(__dirname, "../..");

/** A directory that looks like the checkout, with its own .env.production. */
function siteWith(envFile: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "fjellsyn-env-"));
  for (const entry of ["package.json", "node_modules", "public", ".cache", "netlify.toml", "scripts"]) {
    symlinkSync(path.join(root, entry), path.join(dir, entry));
  }
  writeFileSync(path.join(dir, ".env.production"), envFile);
  return dir;
}

it("the build takes SITE_URL and GATSBY_GTM_ID from .env.production, and the shell wins", () => {
  const cwd = siteWith("SITE_URL=https://fra-fil.example\nGATSBY_GTM_ID=GTM-FILE123\nCONTACT_TO=\n");
  const script = `import(${JSON.stringify(path.join(root, "gatsby-config.ts"))}).then(({ default: { default: config } }) =>
    console.log(JSON.stringify([config.siteMetadata.siteUrl, config.plugins.some((p) => p.resolve === "gatsby-plugin-google-tagmanager")])))`;
  const read = (env: NodeJS.ProcessEnv) =>
    JSON.parse(
      spawnSync("npx", ["tsx", "-e", script], { cwd, encoding: "utf8", env: { ...env, NODE_ENV: "production" } })
        .stdout,
    );
  const { SITE_URL: _site, GATSBY_GTM_ID: _gtm, ...shell } = process.env;

  expect(read(shell)).toEqual(["https://fra-fil.example", true]);
  expect(read({ ...shell, SITE_URL: "https://fra-skallet.example" })).toEqual(["https://fra-skallet.example", true]);
});

it("`npm start` delivers contact messages by the SMTP_URL in .env.production", async () => {
  const smtp = await startSmtpSink();
  const cwd = siteWith(`SMTP_URL=smtp://127.0.0.1:${smtp.port}\nCONTACT_TO=innboks@example.no\n`);
  const { SMTP_URL: _url, CONTACT_TO: _to, ...shell } = process.env;
  const server = await startLocalServer(cwd, shell);
  try {
    const answer = await fetch(`${server.url}api/send-contact-email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: new URL(server.url).origin },
      body: JSON.stringify({ name: "Kari Nordmann", email: "kari@example.no", subject: "Fra fil", message: "Hei" }),
    });

    expect(answer.status).toBe(200);
    expect(smtp.received.map((mail) => [mail.envelope.to, mail.parsed.subject])).toEqual([
      [["innboks@example.no"], "Kontaktskjema: Fra fil"],
    ]);
  } finally {
    await server.stop();
    await smtp.close();
  }
});
