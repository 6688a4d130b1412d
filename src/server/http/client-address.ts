// Who is asking, as far as a rate limit needs to know.
import { isIP } from "node:net";
import { headerValue, type ApiRequest } from "./types";

/** Netlify, and the local server likewise, set this to the visitor's address and drop what the client sent. */
export const CLIENT_ADDRESS_HEADER = "x-nf-client-connection-ip";

/** The platform's header, then the socket's peer. */
export function clientAddress(request: ApiRequest, trustForwardedFor = false): string {
  const candidates = [
    headerValue(request.headers, CLIENT_ADDRESS_HEADER),
    trustForwardedFor ? headerValue(request.headers, "x-forwarded-for")?.split(",")[0] : undefined,
    request.remoteAddress,
  ];
  for (const candidate of candidates) {
    // "::ffff:192.0.2.1" is how a dual-stack socket names an IPv4 client.
    const address = candidate?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
    if (address && isIP(address)) return bucketFor(address);
  }
  return "unknown";
}

/** One IPv6 customer usually owns a whole /64, so that is the unit a limit counts. */
function bucketFor(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail] = address.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  // "::" stands for as many zero groups as the address leaves out.
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill("0");
  const prefix = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${prefix.map((group) => group.padStart(4, "0")).join(":")}::/64`;
}
