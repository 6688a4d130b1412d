// Who is asking, as far as a rate limit needs to know.
import { isIP } from "node:net";
import { headerValue, type ApiRequest } from "./types";

/*
 * Netlify puts the visitor's address in x-nf-client-connection-ip; other proxies (and the
 * benchmark) use the first x-forwarded-for entry. Both can be forged where no proxy sets
 * them, which only lets a client spread its own requests over more buckets: the limit
 * stays a speed bump for casual spam, not an authentication.
 */
export function clientAddress(request: ApiRequest): string {
  const candidates = [
    headerValue(request.headers, "x-nf-client-connection-ip"),
    headerValue(request.headers, "x-forwarded-for")?.split(",")[0],
    request.remoteAddress,
  ];
  for (const candidate of candidates) {
    const address = candidate?.trim();
    if (address && isIP(stripMappedPrefix(address))) return bucketFor(stripMappedPrefix(address));
  }
  return "unknown";
}

function stripMappedPrefix(address: string): string {
  return address.toLowerCase().startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** One IPv6 customer usually owns a whole /64, so that is the unit a limit counts. */
function bucketFor(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = address.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes("::")
    ? [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.padStart(4, "0"))
    .join(":")}::/64`;
}
