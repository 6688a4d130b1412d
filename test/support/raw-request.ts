// One HTTP request exactly as written, for the tests that send what fetch would normalise or
// refuse (odd paths, forbidden headers, bodies of any size and framing), and its whole answer.
import http from "node:http";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as UTF-8 text. */
  text: string;
}

/**
 * `write` sends the body and ends the request (by default it only ends it). With
 * `closeWhileSending`, a server that closes the connection while the body is still going out is
 * no error: its answer is what counts.
 */
export function rawRequest(
  options: http.RequestOptions,
  write: (request: http.ClientRequest) => void = (request) => request.end(),
  { closeWhileSending = false } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(options, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (closeWhileSending && (error.code === "EPIPE" || error.code === "ECONNRESET")) return;
      reject(error);
    });
    write(request);
  });
}
