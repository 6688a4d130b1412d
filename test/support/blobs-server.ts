// Starts test/support/netlify-blobs.mjs on a scratch directory and says where it listens.
import { spawn } from "node:child_process";
import path from "node:path";
import { scratchDir } from "./scratch";

export interface BlobsServerProcess {
  url: string;
  token: string;
  stop(): Promise<void>;
}

export function startBlobsServer(token = "blobs-test-token"): Promise<BlobsServerProcess> {
  const script = path.join(__dirname, "netlify-blobs.mjs");
  const child = spawn(process.execPath, [script, scratchDir(), token], { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the Blobs server exited with ${String(code)}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const url = /listening on (\S+)/.exec(output)?.[1];
      if (!url) return;
      resolve({
        url,
        token,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    });
  });
}
