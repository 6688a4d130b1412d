// `npm run check:headers`: grades every page of the locally served build with Mozilla's HTTP
// Observatory (@mdn/mdn-http-observatory, run here, nothing sent anywhere else) and prints
// grade and score. Fails below A+ / 100.
//
//   tsx scripts/check-headers.ts [--url http://127.0.0.1:9000] [--min-score 100] [--json file]
//
// Without --url it serves the last build itself (scripts/serve.mjs on a free port).
//
// The scanner grades a host by fetching http:// and https:// on their default ports. A local
// server has no TLS, and on plain http the scanner always marks HSTS "not implemented (no
// HTTPS)" and the redirection "missing" (-20 each), whatever the headers say. Netlify
// terminates TLS and redirects http:// to https:// itself. So each page is fetched with the
// scanner's own retriever over http, and then graded with the scanner's own tests and
// grader as the https:// response it is on Netlify (same headers, same body).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, promises as fs, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { freePort } from "../src/security/local-server";

const OBSERVATORY = "@mdn/mdn-http-observatory";
const OBSERVATORY_VERSION = "1.4.8";

const { values: args } = parseArgs({
  options: {
    url: { type: "string" },
    "min-score": { type: "string", default: "100" },
    json: { type: "string" },
  },
});

// ---- the scanner, installed on first use ------------------------------------------------

/*
 * Not a devDependency: its install scripts download Chromium's HSTS preload list and a CA
 * bundle from the web, and one of them (node_extra_ca_certs_mozilla_bundle) fails the whole
 * `npm ci` where only the npm registry is reachable. So it is installed on first use, with
 * scripts disabled, into node_modules/.cache (a pinned version, from the registry only;
 * OBSERVATORY_HOME names another folder).
 */
const observatoryHome = path.resolve(
  process.env.OBSERVATORY_HOME ?? path.join("node_modules", ".cache", "mdn-http-observatory"),
);
const observatoryDir = path.join(observatoryHome, "node_modules", ...OBSERVATORY.split("/"));

function ensureObservatory(): void {
  const manifest = path.join(observatoryDir, "package.json");
  const installed = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, "utf8")) as { version?: string }).version
    : undefined;
  if (installed !== OBSERVATORY_VERSION) {
    console.log(
      `Installing ${OBSERVATORY}@${OBSERVATORY_VERSION} (scripts disabled) into ${path.relative(process.cwd(), observatoryHome)} …`,
    );
    const result = spawnSync(
      "npm",
      [
        "install",
        "--prefix",
        observatoryHome,
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        "--no-package-lock",
        "--loglevel=error",
        `${OBSERVATORY}@${OBSERVATORY_VERSION}`,
      ],
      { stdio: "inherit" },
    );
    if (result.status !== 0) throw new Error(`npm install ${OBSERVATORY} failed`);
  }
  // What the skipped postinstall would have downloaded. A local host is on no preload list,
  // so the empty list is the right answer for this scan.
  const preload = path.join(observatoryDir, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
}

interface TestOutput {
  result: string | null;
  pass: boolean | null;
  scoreModifier?: number;
  data?: unknown;
}

interface Retrieval {
  hostname: string;
  session: { url: URL } | null;
  responses: {
    auto: { status: number; headers: Record<string, string> } | null;
    http: unknown;
    https: unknown;
    httpRedirects: unknown[];
    httpsRedirects: unknown[];
  };
}

interface Observatory {
  retrieve(hostname: string, options: { httpPort: number; httpsPort: number; path: string }): Promise<Retrieval>;
  tests: Array<((requests: Retrieval) => TestOutput) & { name: string }>;
  testNames: string[];
  getScoreModifier(result: string): number;
  getGradeForScore(score: number): { grade: string; score: number };
  minimumScoreForExtraCredit: number;
}

async function loadObservatory(): Promise<Observatory> {
  const load = async <T>(file: string): Promise<T> =>
    (await import(pathToFileURL(path.join(observatoryDir, "src", file)).href)) as T;
  const { retrieve } = await load<Pick<Observatory, "retrieve">>("retriever/retriever.js");
  const constants = await load<{ ALL_TESTS: Observatory["tests"]; ALL_RESULTS: Array<{ name: string }> }>(
    "constants.js",
  );
  const grader = await load<Pick<Observatory, "getScoreModifier" | "getGradeForScore">>("grader/grader.js");
  const charts = await load<{ MINIMUM_SCORE_FOR_EXTRA_CREDIT: number }>("grader/charts.js");
  return {
    retrieve,
    tests: constants.ALL_TESTS,
    testNames: constants.ALL_RESULTS.map((output) => output.name),
    getScoreModifier: grader.getScoreModifier,
    getGradeForScore: grader.getGradeForScore,
    minimumScoreForExtraCredit: charts.MINIMUM_SCORE_FOR_EXTRA_CREDIT,
  };
}

// ---- grading, as the scanner's own scan() does it ---------------------------------------

interface Grade {
  path: string;
  status: number;
  grade: string;
  score: number;
  tests: Record<string, { result: string | null; pass: boolean | null; scoreModifier: number }>;
}

async function grade(observatory: Observatory, origin: URL, pagePath: string): Promise<Grade> {
  const port = Number(origin.port);
  // https:// on the same port fails at once (no TLS there), so the http:// answer is the one kept.
  const requests = await observatory.retrieve(origin.hostname, { httpPort: port, httpsPort: port, path: pagePath });
  const response = requests.responses.auto;
  if (!response || !requests.session) throw new Error(`${pagePath}: no answer from ${origin.href}`);
  // Graded as Netlify serves it: the same answer over https://, and http:// redirected by Netlify.
  requests.responses.https = response;
  requests.responses.http = null;
  requests.responses.httpRedirects = [];
  requests.responses.httpsRedirects = [];
  const secureUrl = new URL(requests.session.url.href);
  secureUrl.protocol = "https:";
  requests.session.url = secureUrl;

  let withExtraCredit = 100;
  let uncurved = 100;
  const tests: Grade["tests"] = {};
  observatory.tests.forEach((test, index) => {
    const output = test(requests);
    const modifier = output.result ? observatory.getScoreModifier(output.result) : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    tests[observatory.testNames[index] ?? test.name] = {
      result: output.result,
      pass: output.pass,
      scoreModifier: modifier,
    };
  });
  const score = uncurved >= observatory.minimumScoreForExtraCredit ? withExtraCredit : uncurved;
  const final = observatory.getGradeForScore(score);
  return { path: pagePath, status: response.status, grade: final.grade, score: final.score, tests };
}

// ---- the pages, and a server when none is given ------------------------------------------

async function pagePaths(publicDir: string, dir = publicDir): Promise<string[]> {
  const paths: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !["_gatsby", "page-data", "static"].includes(entry.name)) {
      paths.push(...(await pagePaths(publicDir, full)));
    } else if (entry.name === "index.html") {
      paths.push(`/${path.relative(publicDir, dir).split(path.sep).join("/")}`.replace(/\/$/, "") || "/");
    }
  }
  // The 404 page answers 404, which the scanner refuses to grade; its headers are those of any page.
  return paths.filter((route) => route !== "/404").sort();
}

async function startServer(): Promise<{ url: URL; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port)], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = new URL(`http://127.0.0.1:${port}/`);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`scripts/serve.mjs exited with code ${child.exitCode}`);
    const up = await new Promise<boolean>((resolve) => {
      http
        .get(url, (answer) => {
          answer.resume();
          resolve(true);
        })
        .on("error", () => resolve(false));
    });
    if (up) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error("the local server did not start within 120 s");
}

async function main(): Promise<void> {
  ensureObservatory();
  const observatory = await loadObservatory();
  const server = args.url ? null : await startServer();
  const origin = server?.url ?? new URL(args.url ?? "");
  try {
    const paths = await pagePaths(path.resolve("public"));
    const grades: Grade[] = [];
    for (const pagePath of paths) grades.push(await grade(observatory, origin, pagePath));

    const minScore = Number(args["min-score"]);
    console.log(
      `\nMozilla HTTP Observatory ${OBSERVATORY_VERSION} on ${origin.origin} (graded as served over HTTPS):\n`,
    );
    for (const { path: pagePath, grade: letter, score, tests } of grades) {
      const failed = Object.entries(tests)
        .filter(([, test]) => test.pass === false || test.scoreModifier < 0)
        .map(([name, test]) => `${name}: ${test.result}`);
      console.log(
        `  ${letter.padEnd(2)} ${String(score).padStart(3)}  ${pagePath}${failed.length ? `  (${failed.join("; ")})` : ""}`,
      );
    }
    const lowest = grades.reduce((low, current) => (current.score < low.score ? current : low));
    const first = grades[0];
    if (first) {
      console.log("\n  tests on every page:");
      for (const [name, test] of Object.entries(first.tests)) {
        console.log(
          `    ${name.padEnd(30)} ${String(test.result).padEnd(58)} ${test.scoreModifier >= 0 ? "+" : ""}${test.scoreModifier}`,
        );
      }
    }
    console.log(`\nGrade ${lowest.grade}, score ${lowest.score} (lowest of ${grades.length} pages)`);
    if (args.json) await fs.writeFile(args.json, `${JSON.stringify(grades, null, 2)}\n`);
    if (grades.some((entry) => entry.grade !== "A+" || entry.score < minScore)) {
      console.error(`Below A+ / ${minScore}.`);
      process.exitCode = 1;
    }
  } finally {
    server?.child.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
