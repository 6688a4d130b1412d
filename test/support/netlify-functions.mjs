// Serves the functions of a build as Netlify runs them, for the tests and bench:api: gatsby-adapter-netlify's
// handlers from .netlify/functions-internal (written by a build with NETLIFY=true), loaded by plain Node
// as the function runtime loads them, routed by the adapter's rules in public/_redirects, and called
// with a Lambda event per request, the client's address taken from the socket as Netlify's edge does.
// With --blobs-url and --blobs-token, each event carries Netlify Blobs' credentials as Netlify's own do.
//   node test/support/netlify-functions.mjs [--port 0] [--host 127.0.0.1] [--blobs-url U --blobs-token T]
// Prints "listening on http://host:port" once ready; function logs go to this process's stdout/stderr.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";

/** Netlify refuses a buffered function request larger than this with 413 before the function runs. */
const NETLIFY_BODY_LIMIT = 6 * 1024 * 1024;
const TEXT_BODY = /^(application\/(json|x-www-form-urlencoded)|text\/)/i;

/** The adapter's function routes: `/api/x  /.netlify/functions/x-js  200` lines in public/_redirects. */
function functionRoutes(root) {
  const rules = readFileSync(path.join(root, "public", "_redirects"), "utf8").split("\n");
  const routes = new Map();
  for (const rule of rules) {
    const [from, to, status] = rule.trim().split(/\s+/);
    const id = /^\/\.netlify\/functions\/([^/]+)$/.exec(to ?? "")?.[1];
    if (from && id && status === "200") routes.set(from.toLowerCase(), id);
  }
  return routes;
}

/** Loads each function the way the runtime does: the handler file, in its own module state. */
function loadHandlers(root, routes) {
  const require = createRequire(path.join(root, "package.json"));
  const handlers = new Map();
  for (const [route, id] of routes) {
    const file = path.join(root, ".netlify", "functions-internal", id, `${id}.js`);
    if (!existsSync(file)) throw new Error(`${file} is missing: build with NETLIFY=true first`);
    handlers.set(route, { id, handler: require(file).handler });
  }
  return handlers;
}

function lambdaEvent(request, url, body, blobs) {
  const multiValueHeaders = {};
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    const name = request.rawHeaders[index].toLowerCase();
    // What a client claims about its address never reaches a function on Netlify.
    if (name.startsWith("x-nf-")) continue;
    (multiValueHeaders[name] ??= []).push(request.rawHeaders[index + 1]);
  }
  multiValueHeaders["x-nf-client-connection-ip"] = [request.socket.remoteAddress ?? ""];
  if (blobs) {
    multiValueHeaders["x-nf-site-id"] = [blobs.siteID];
    multiValueHeaders["x-nf-deploy-id"] = [blobs.deployID];
  }
  const text = TEXT_BODY.test(multiValueHeaders["content-type"]?.[0] ?? "");
  const query = Object.fromEntries(url.searchParams);
  return {
    rawUrl: url.href,
    rawQuery: url.search.slice(1),
    path: url.pathname,
    httpMethod: request.method,
    headers: Object.fromEntries(Object.entries(multiValueHeaders).map(([name, values]) => [name, values.join(",")])),
    multiValueHeaders,
    queryStringParameters: query,
    multiValueQueryStringParameters: Object.fromEntries(Object.keys(query).map((k) => [k, url.searchParams.getAll(k)])),
    body: body.length === 0 ? null : text ? body.toString("utf8") : body.toString("base64"),
    isBase64Encoded: body.length > 0 && !text,
    ...(blobs && { blobs: Buffer.from(JSON.stringify({ url: blobs.url, token: blobs.token })).toString("base64") }),
  };
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size <= NETLIFY_BODY_LIMIT) chunks.push(chunk);
    });
    request.on("end", () => resolve(size > NETLIFY_BODY_LIMIT ? null : Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

function createFunctionServer(root, blobs) {
  const handlers = loadHandlers(root, functionRoutes(root));
  return http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", `http://${request.headers.host ?? "localhost"}`);
    const target = handlers.get(url.pathname.toLowerCase());
    if (!target) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not Found");
      return;
    }
    const body = await readBody(request);
    if (body === null) {
      response.writeHead(413, { "content-type": "text/plain" }).end("Payload Too Large");
      return;
    }
    const result = await target.handler(lambdaEvent(request, url, body, blobs), { functionName: target.id });
    const headers = {};
    for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) headers[name] = values;
    for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = value;
    response.writeHead(result.statusCode ?? 500, headers);
    response.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? "base64" : "utf8") : undefined);
  });
}

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "0" },
    host: { type: "string", default: "127.0.0.1" },
    "blobs-url": { type: "string" },
    "blobs-token": { type: "string" },
  },
});
const blobs = values["blobs-url"]
  ? { url: values["blobs-url"], token: values["blobs-token"] ?? "", siteID: "fjellsyn-test", deployID: "test-deploy" }
  : undefined;
const server = createFunctionServer(process.cwd(), blobs);
server.listen(Number(values.port), values.host, () => {
  console.log(`listening on http://${values.host}:${server.address().port}`);
});
