/**
 * A per-client token bucket for the search proxy: `burst` requests at once, refilled at `perSecond`.
 * Buckets of clients not seen for a minute are dropped, so memory stays bounded.
 */
export interface RateLimiter {
  /** True when the client may make a request now. */
  take(client: string, now?: number): boolean;
}

export function createRateLimiter(perSecond: number, burst: number): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  let sweptAt = 0;
  return {
    take(client, now = Date.now()) {
      if (now - sweptAt > 60_000) {
        for (const [key, bucket] of buckets) if (now - bucket.at > 60_000) buckets.delete(key);
        sweptAt = now;
      }
      const bucket = buckets.get(client) ?? { tokens: burst, at: now };
      bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
      bucket.at = now;
      buckets.set(client, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
