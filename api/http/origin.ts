// Refuses submissions that another site's page makes a visitor's browser send.
import { HttpError, messages } from "./errors";
import { headerValue, type ApiRequest } from "./types";

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * A request without Origin (curl, very old browsers) is let through: the check stops
 * cross-site form posts, which modern browsers always label. An Origin is accepted when
 * its host is the host the request was sent to, or the host of one of `siteUrls`.
 */
export function checkOrigin(request: ApiRequest, siteUrls: readonly (string | undefined)[]): void {
  const origin = headerValue(request.headers, "origin");
  if (origin === undefined) return;
  const originHost = hostOf(origin);
  const allowed = new Set(
    [
      headerValue(request.headers, "x-forwarded-host")?.split(",")[0]?.trim(),
      headerValue(request.headers, "host"),
      ...siteUrls.map(hostOf),
    ]
      .filter((host): host is string => Boolean(host))
      .map((host) => host.toLowerCase()),
  );
  if (!originHost || !allowed.has(originHost)) {
    throw new HttpError(403, messages.crossSite, {
      logMessage: `refused a submission from another origin (${originHost ?? "opaque"})`,
    });
  }
}
