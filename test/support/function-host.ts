// Starts test/support/netlify-functions.mjs (the build's functions as Netlify runs them) in its own
// Node process, one per function instance, and posts to it from any loopback address as a client.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { hasRedisServer } from "./redis-server";
import { rawRequest, type RawAnswer } from "./raw-request";

export interface FunctionHost {
  url: string;
  /** Everything the functions have logged so far. */
  output(): string;
  stop(): Promise<void>;
}

const root = path.resolve(__dirname, "..", "..");

/** Whether the last build was made with the adapter on (NETLIFY=true), which the host needs. */
export const hasNetlifyBuild = (): boolean =>
  existsSync(path.join(root, ".netlify", "functions-internal")) && existsSync(path.join(root, "public", "_redirects"));

/**
 * One function instance. Its environment is `env` alone (plus PATH), as on Netlify, where a function
 * sees only the variables set for it; the Node that runs it is the one running this process.
 */
export function startFunctionHost(env: Record<string, string>, args: string[] = []): Promise<FunctionHost> {
  const child = spawn(process.execPath, [path.join(root, "test", "support", "netlify-functions.mjs"), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the function host did not start:\n${output}`)), 20_000);
    child.once("exit", (code) => reject(new Error(`the function host exited with ${String(code)}:\n${output}`)));
    child.stdout.on("data", () => {
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({
        url,
        output: () => output,
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

export type Posted = RawAnswer;

/** One request (a POST unless told), sent from `client` (any 127.x.y.z address) so the host sees it as that client's. */
export async function post(
  url: string,
  body: string,
  {
    client = "127.0.0.1",
    type = "application/json",
    accept = "application/json",
    method = "POST",
    headers = {} as Record<string, string>,
  } = {},
): Promise<Posted> {
  return rawRequest(
    {
      ...urlParts(url),
      method,
      localAddress: client,
      agent: false,
      headers: { "content-type": type, accept, "content-length": Buffer.byteLength(body), ...headers },
    },
    (request) => request.end(body),
  );
}

function urlParts(url: string): http.RequestOptions {
  const { hostname, port, pathname, search } = new URL(url);
  return { hostname, port, path: `${pathname}${search}` };
}

/**
 * `describe` for the tests of the built functions with a real redis-server: they need a build with
 * the adapter on (a missing one is an error, never a silent skip), and skip only where redis-server
 * is not installed.
 */
export function describeWithBuiltFunctionsAndRedis(): jest.Describe {
  if (!hasNetlifyBuild())
    throw new Error("no build with the adapter on: run NETLIFY=true NETLIFY_LOCAL=true npx gatsby build");
  if (hasRedisServer()) return describe;
  console.warn("redis-server is not installed here, so these tests are skipped: run scripts/ensure-test-tools.sh");
  return describe.skip;
}

/** A new loopback address per call, under 127.<block>: each is a client of its own to the rate limit. */
export function loopbackClients(block: number): () => string {
  let last = 0;
  return () => {
    last += 1;
    return `127.${block}.${last >> 8}.${last & 255}`;
  };
}
