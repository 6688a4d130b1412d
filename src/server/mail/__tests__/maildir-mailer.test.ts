import { simpleParser } from "mailparser";
import { chmod, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { endpointsFromEnv } from "../../composition-root";
import { composeContactEmail } from "../../contact/compose";
import { createRateLimiters } from "../../http/rate-limit";
import { fixedClock, recordingLogger } from "../../../../test/support/recording-logger";
import { createMaildirMailer } from "../mailer";

const input = {
  name: "Ola Nordmann",
  email: "ola@example.no",
  phone: undefined,
  subject: "Dronefoto",
  message: "Kan dere fly over hytta?",
};

describe("the Maildir mailer", () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "fjellsyn-maildir-"));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("writes each message as a complete .eml file in new/ and leaves tmp/ empty", async () => {
    const mailer = createMaildirMailer({ dir, clock: fixedClock() });

    await mailer.send(
      composeContactEmail(input, {
        from: "Fjellsyn Media <no-reply@fjellsynmedia.no>",
        to: "post@fjellsynmedia.no",
        key: "maildir-1",
      }),
    );

    const [id = ""] = await readdir(path.join(dir, "new"));
    expect(await readdir(path.join(dir, "tmp"))).toEqual([]);
    expect(await readdir(path.join(dir, "cur"))).toEqual([]);
    expect(id).toMatch(/^\d+\.R[0-9a-f]{16}\..+\.eml$/);
    const parsed = await simpleParser(await readFile(path.join(dir, "new", id)));
    expect(parsed.subject).toBe("Kontaktskjema: Dronefoto");
    expect(parsed.replyTo?.value[0]?.address).toBe("ola@example.no");
    expect(parsed.to).toMatchObject({ value: [{ address: "post@fjellsynmedia.no" }] });
    expect(parsed.text).toContain("Kan dere fly over hytta?");
    expect(parsed.messageId).toBe("<maildir-1@fjellsynmedia.no>");
  });

  it("gives concurrent messages distinct files", async () => {
    const mailer = createMaildirMailer({ dir, clock: fixedClock() });
    const message = composeContactEmail(input, { from: "a@example.no", to: "b@example.no", key: "maildir-2" });

    await Promise.all(Array.from({ length: 25 }, () => mailer.send(message)));

    expect(await readdir(path.join(dir, "new"))).toHaveLength(25);
    expect(await readdir(path.join(dir, "tmp"))).toEqual([]);
  });

  it("is what the contact endpoint uses when nothing is configured, under MAIL_DIR", async () => {
    const { contact } = endpointsFromEnv(
      { NODE_ENV: "production", MAIL_DIR: "innboks" },
      {
        contentEmail: "post@fjellsynmedia.no",
        cwd: dir,
        clock: fixedClock(),
        log: recordingLogger(),
        rateLimiters: createRateLimiters(undefined),
      },
    );

    const result = await contact({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: { ...input, phone: "" },
    });

    expect(result.status).toBe(200);
    expect(await readdir(path.join(dir, "innboks", "new"))).toHaveLength(1);
  });

  it("answers 502 when the Maildir cannot be written", async () => {
    await chmod(dir, 0o500);
    const log = recordingLogger();
    const { contact } = endpointsFromEnv(
      {},
      {
        contentEmail: "post@fjellsynmedia.no",
        cwd: dir,
        clock: fixedClock(),
        log,
        rateLimiters: createRateLimiters(undefined),
      },
    );

    const result = await contact({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: { ...input, phone: "" },
    });

    await chmod(dir, 0o700);
    // root ignores permissions; the check only means something for an ordinary user.
    if (process.getuid?.() === 0) return;
    expect(result.status).toBe(502);
    expect(log.lines.join("\n")).toMatch(/could not write to the Maildir/);
  });
});
