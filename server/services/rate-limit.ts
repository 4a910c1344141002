/**
 * Fixed-window rate limits per bucket and client. In memory: one process serves a venue here; a
 * deployment running several instances puts this behind Redis (same interface).
 */
export interface RateLimiter {
  /** Counts one hit; false when the client is over the bucket's limit for the current window. */
  hit(bucket: RateBucket, client: string): boolean;
}

export type RateBucket = "coupon" | "employee" | "otp" | "submission";

export const RATE_LIMITS: Record<RateBucket, { limit: number; windowMs: number }> = {
  coupon: { limit: 20, windowMs: 60_000 },
  employee: { limit: 10, windowMs: 60_000 },
  otp: { limit: 5, windowMs: 60_000 },
  submission: { limit: 10, windowMs: 60_000 },
};

export function createMemoryRateLimiter(
  limits: Record<RateBucket, { limit: number; windowMs: number }> = RATE_LIMITS,
  now: () => number = Date.now,
): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(bucket, client) {
      const { limit, windowMs } = limits[bucket];
      const key = `${bucket}:${client}`;
      const time = now();
      const current = windows.get(key);
      if (!current || time - current.start >= windowMs) {
        if (windows.size > 50_000) windows.clear();
        windows.set(key, { start: time, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}
