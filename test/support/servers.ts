// The processes the built tests talk to, each on a free loopback port: the build's functions as
// Netlify runs them (netlify-functions.mjs), the local server, redis-server and Netlify's Blobs server.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { scratchDir } from "./scratch";

const root = path.resolve(__dirname, "..", "..");

export const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface Started {
  /** The first match of `ready` in what the process printed. */
  ready: RegExpExecArray;
  child: ChildProcess;
  /** Everything the process has printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Spawns a process and resolves once its output matches `ready`; fails if it exits first. */
export function start(command: string, args: string[], ready: RegExp, options: SpawnOptions = {}): Promise<Started> {
  const child = spawn(command, args, { cwd: root, ...options, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once("exit", () => done());
      child.kill("SIGTERM");
    });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`${command} exited with ${String(code)}:\n${output}`)));
    const read = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = ready.exec(output);
      if (match) resolve({ ready: match, child, output: () => output, stop });
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
  });
}

export const hasNetlifyBuild = (): boolean =>
  existsSync(path.join(root, ".netlify", "functions-internal")) && existsSync(path.join(root, "public", "_redirects"));

export function requireNetlifyBuild(): void {
  if (!hasNetlifyBuild())
    throw new Error("no build with the adapter on: run NETLIFY=true NETLIFY_LOCAL=true npx gatsby build");
}

export type FunctionHost = Started & { url: string };

/** One function instance; its environment is `env` alone (plus PATH), as on Netlify. */
export async function startFunctionHost(env: Record<string, string>, args: string[] = []): Promise<FunctionHost> {
  const script = path.join(root, "test", "support", "netlify-functions.mjs");
  const host = await start(process.execPath, [script, ...args], /listening on (http:\/\/\S+)/, {
    env: { PATH: process.env.PATH ?? "", ...env },
  });
  return { ...host, url: host.ready[1] ?? "" };
}

/** The local server (`npm start`), started in `cwd`, on `port` or a free one. */
export async function startLocalServer(
  cwd: string,
  env: NodeJS.ProcessEnv,
  port?: number,
): Promise<Started & { url: string }> {
  const args = [path.join(root, "scripts", "serve.mjs"), "--port", String(port ?? (await freePort()))];
  const server = await start(process.execPath, args, /Fjellsyn Media: (http:\/\/\S+\/)/, { cwd, env });
  return { ...server, url: server.ready[1] ?? "" };
}

/** A redis-server without persistence. */
export async function startRedisServer(): Promise<Started & { url: string }> {
  const port = await freePort();
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
  return { ...(await start("redis-server", args, /Ready to accept connections/)), url: `redis://127.0.0.1:${port}` };
}

/** Netlify's own local Blobs server (the one its CLI runs), in a process of its own: the package is ES modules only. */
export async function startBlobsServer(token = "blobs-test-token"): Promise<Started & { url: string; token: string }> {
  const script = `import { BlobsServer } from "@netlify/blobs/server";
    const server = new BlobsServer({ directory: process.argv[1], token: process.argv[2], logger: () => undefined });
    console.log("listening on http://127.0.0.1:" + (await server.start()).port);`;
  const args = ["--input-type=module", "-e", script, scratchDir(), token];
  const server = await start(process.execPath, args, /listening on (\S+)/);
  return { ...server, url: server.ready[1] ?? "", token };
}

export interface Posted {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One request (a POST unless told), sent from `client` (any 127.x.y.z address) so the host sees it as that client's. */
export function post(
  url: string,
  body: string,
  { client = "127.0.0.1", type = "application/json", accept = "application/json", method = "POST", headers = {} } = {},
): Promise<Posted> {
  const { hostname, port, pathname } = new URL(url);
  const request = http.request({
    hostname,
    port,
    path: pathname,
    method,
    localAddress: client,
    agent: false,
    headers: { "content-type": type, accept, "content-length": Buffer.byteLength(body), ...headers },
  });
  return new Promise((resolve, reject) => {
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on("error", reject).end(body);
  });
}

/** A new loopback address per call, under 127.<block>: each is a client of its own to the rate limit. */
export function loopbackClients(block: number): () => string {
  let last = 0;
  return () => {
    last += 1;
    return `127.${block}.${last >> 8}.${last & 255}`;
  };
}
