import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

/**
 * Rate limits per bucket and client, on rate-limiter-flexible: in Redis when REDIS_URL is set (every
 * instance of a deployment shares one budget), in this process's memory otherwise.
 */
export interface RateLimiter {
  /** Counts one call; false when the client is over the bucket's limit for the current window. */
  consume(bucket: RateBucket, client: string): Promise<boolean>;
  /** The limits this limiter counts against (Retry-After is the bucket's window). */
  readonly limits: RateLimits;
  close(): Promise<void>;
}

/** Every call that writes or costs has a bucket; see RATE_LIMITS. */
export type RateBucket =
  | "order"
  | "order-patch"
  | "receipt"
  | "payment-status"
  | "sandbox-pay"
  | "wallet"
  | "otp"
  | "tips"
  | "split"
  | "payment"
  | "loyalty"
  | "employee"
  | "active-order"
  | "coupon"
  | "submission"
  | "geofence"
  | "delivery-zone"
  | "event-stream";

export type RateLimits = Record<RateBucket, { limit: number; windowMs: number }>;

const perMinute = (limit: number) => ({ limit, windowMs: 60_000 });

/**
 * Calls per client per minute. A client is one address, and a table of guests behind one NAT shares
 * it: the order limit leaves room for several guests ordering and retrying at once, while a script
 * cannot fill the kitchen's screen or run up payment sessions.
 */
export const RATE_LIMITS: RateLimits = {
  order: perMinute(10),
  "order-patch": perMinute(20),
  receipt: perMinute(10),
  "payment-status": perMinute(30),
  "sandbox-pay": perMinute(10),
  wallet: perMinute(20),
  otp: perMinute(5),
  tips: perMinute(10),
  split: perMinute(10),
  payment: perMinute(10),
  loyalty: perMinute(60),
  employee: perMinute(10),
  "active-order": perMinute(20),
  coupon: perMinute(20),
  submission: perMinute(10),
  geofence: perMinute(20),
  "delivery-zone": perMinute(30),
  "event-stream": perMinute(60),
};

const seconds = (windowMs: number) => Math.max(1, Math.ceil(windowMs / 1000));

function memoryLimiters(limits: RateLimits, keyPrefix: string): Map<RateBucket, RateLimiterAbstract> {
  const entries = Object.entries(limits) as [RateBucket, RateLimits[RateBucket]][];
  return new Map(
    entries.map(([bucket, { limit, windowMs }]) => [
      bucket,
      new RateLimiterMemory({ points: limit, duration: seconds(windowMs), keyPrefix: `${keyPrefix}${bucket}` }),
    ]),
  );
}

function limiterOver(limiters: Map<RateBucket, RateLimiterAbstract>, limits: RateLimits, close: () => Promise<void>): RateLimiter {
  return {
    limits,
    async consume(bucket, client) {
      const limiter = limiters.get(bucket);
      if (!limiter) return true;
      try {
        await limiter.consume(client);
        return true;
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) return false;
        // Neither the store nor the insurance limiter answered: let the call through rather than fail it.
        console.error("rate limiter unavailable", bucket, outcome);
        return true;
      }
    },
    close,
  };
}

export function createMemoryRateLimiter(limits: RateLimits = RATE_LIMITS, keyPrefix = "carte:rl:"): RateLimiter {
  return limiterOver(memoryLimiters(limits, keyPrefix), limits, async () => undefined);
}

/**
 * Limits shared through Redis. While Redis is unreachable each process counts in memory instead
 * (the insurance limiter), so a Redis outage never turns a call into a 500 or a wait.
 */
export function createRedisRateLimiter(redisUrl: string, limits: RateLimits = RATE_LIMITS, keyPrefix = "carte:rl:"): RateLimiter {
  // No offline queue and a command timeout: a call never waits long for Redis; it goes to the insurance limiter.
  const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 });
  client.on("error", (error: Error) => console.error("rate limiter Redis:", error.message));
  // The first calls wait for the first connection attempt (ms; connectTimeout at most), so that a
  // starting instance does not count alone in memory; later outages go to the insurance limiter at once.
  const firstAttempt = new Promise<void>((resolve) => {
    client.once("ready", resolve);
    client.once("error", () => resolve());
  });
  const insurance = memoryLimiters(limits, keyPrefix);
  const entries = Object.entries(limits) as [RateBucket, RateLimits[RateBucket]][];
  const limiters = new Map<RateBucket, RateLimiterAbstract>(
    entries.map(([bucket, { limit, windowMs }]) => [
      bucket,
      new RateLimiterRedis({
        storeClient: client,
        points: limit,
        duration: seconds(windowMs),
        keyPrefix: `${keyPrefix}${bucket}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: insurance.get(bucket),
      }),
    ]),
  );
  const shared = limiterOver(limiters, limits, async () => {
    client.disconnect();
  });
  return {
    ...shared,
    async consume(bucket, key) {
      await firstAttempt;
      return shared.consume(bucket, key);
    },
  };
}

/** Redis at REDIS_URL when it is set, else this process's memory. */
export function createRateLimiter(redisUrl: string | null, limits: RateLimits = RATE_LIMITS): RateLimiter {
  return redisUrl ? createRedisRateLimiter(redisUrl, limits) : createMemoryRateLimiter(limits);
}
