// Counts requests per client and endpoint in a sliding window.

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the oldest counted request leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  hit(key: string, rule: RateLimitRule, now: number): RateLimitDecision | Promise<RateLimitDecision>;
}

export const rateLimits = {
  contact: { limit: 5, windowMs: 10 * 60 * 1000 },
  newsletter: { limit: 10, windowMs: 10 * 60 * 1000 },
} as const satisfies Record<string, RateLimitRule>;

/*
 * In memory, so per server process or per warm serverless instance: a client that lands
 * on several instances gets each one's allowance. That is enough to stop a form being
 * hammered; a shared store (Redis, Netlify Blobs) can implement RateLimitStore later.
 * Memory stays bounded: expired keys are swept, and past `maxKeys` the oldest go first.
 */
export function createMemoryRateLimitStore({ maxKeys = 50_000 }: { maxKeys?: number } = {}): RateLimitStore {
  const hits = new Map<string, number[]>();
  let longestWindowMs = 0;

  function sweep(now: number): void {
    for (const [key, times] of hits) {
      const newest = times[times.length - 1] ?? 0;
      if (now - newest >= longestWindowMs) hits.delete(key);
    }
    for (const key of hits.keys()) {
      if (hits.size <= maxKeys) break;
      hits.delete(key);
    }
  }

  return {
    hit(key, { limit, windowMs }, now) {
      longestWindowMs = Math.max(longestWindowMs, windowMs);
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? now;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
      }
      recent.push(now);
      hits.delete(key); // re-insert so Map order is least-recently-used first
      hits.set(key, recent);
      if (hits.size > maxKeys) sweep(now);
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}
