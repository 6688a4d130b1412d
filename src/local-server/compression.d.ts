// compression ships no types, and @types/compression types it for Express only; the local
// server (local-server.ts) calls it with Node's own request and response.
declare module "compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}
