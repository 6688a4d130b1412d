// Refuses submissions that another site's page makes a visitor's browser send.
import { HttpError, messages } from "./errors";
import { headerValue, type ApiRequest } from "./types";

/** scheme://host[:port] of a URL, lowercased, with default ports dropped; undefined when it is none. */
function originOf(url: string | undefined): string | undefined {
  try {
    const parsed = new URL(url?.trim() ?? "");
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export interface OriginPolicy {
  /** Configured addresses (SITE_URL, Netlify's URL and DEPLOY_PRIME_URL, LOCAL_ORIGIN …). */
  allowed: readonly (string | undefined)[];
  /** `gatsby develop` picks its own port: outside production any http loopback origin is ours. */
  allowLoopback?: boolean;
}

/** Browsers label every cross-site post with Origin, so one without it passes; Host is the sender's to write, so unused. */
export function checkOrigin(request: ApiRequest, policy: OriginPolicy): void {
  const sent = headerValue(request.headers, "origin");
  if (sent === undefined) return;
  const origin = originOf(sent);
  const loopback =
    policy.allowLoopback &&
    origin?.startsWith("http://") &&
    ["localhost", "127.0.0.1", "[::1]"].includes(new URL(origin).hostname);
  if (!origin || !(loopback || policy.allowed.some((allowed) => originOf(allowed) === origin))) {
    throw new HttpError(403, messages.crossSite, {
      logMessage: `refused a submission from another origin (${origin ?? "opaque"})`,
    });
  }
}
