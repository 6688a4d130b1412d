// Netlify's own local Blobs server (the one its CLI runs), in a process of its own because the
// package is ES modules only: `node test/support/netlify-blobs.mjs DIRECTORY TOKEN`.
import { BlobsServer } from "@netlify/blobs/server";

const [directory, token] = process.argv.slice(2);
const server = new BlobsServer({ directory, token, logger: () => undefined });
const { port } = await server.start();
console.log(`listening on http://127.0.0.1:${port}`);
