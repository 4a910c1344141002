import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

/**
 * Rate limits per bucket and client, on rate-limiter-flexible: in Redis when REDIS_URL is set (every
 * instance of a deployment shares one budget), in this process's memory otherwise.
 */
export interface RateLimiter {
  /** Counts one call of `key` (an address, device or venue); false when it is over the bucket's limit for the window. */
  consume(bucket: RateBucket, key: string): Promise<boolean>;
  /** The limits this limiter counts against (Retry-After is the bucket's window). */
  readonly limits: RateLimits;
  /** A Redis PING when the limits live in Redis (readiness, server/services/health.ts); null in memory. */
  readonly ping: (() => Promise<unknown>) | null;
  close(): Promise<void>;
}

/** Every call that writes or costs has a bucket; see RATE_LIMITS. */
export type RateBucket =
  | "order-device"
  | "order-keyless"
  | "order-address"
  | "order-venue"
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
  | "event-stream"
  | "guest-address";

export type RateLimits = Record<RateBucket, { limit: number; windowMs: number }>;

const perMinute = (limit: number) => ({ limit, windowMs: 60_000 });
const perFiveMinutes = (limit: number) => ({ limit, windowMs: 300_000 });

/**
 * The rate-limit model (issue 25 item 5). Each call counts against the buckets that
 * RATE_LIMITED_CALLS (server/routes/rate-limit.ts) names for it, each bucket keyed on one thing:
 * an address (an IPv4 address, or an IPv6 /64, since a subscriber holds a whole /64), a device
 * (X-Device-Key, a random key the guest app keeps in the browser), or a venue. A call refused by
 * one bucket is not counted in the ones after it.
 *
 * Placing an order counts against, in this order:
 * - order-device: 5 a minute per device key, so one guest or one script holding a key is held;
 * - order-keyless: 10 a minute per address for calls without a device key (scripts, old app
 *   versions, the API used directly);
 * - order-address: 300 per 5 minutes per address, whatever the device keys: a venue's Wi-Fi or a
 *   carrier's NAT with 200 guests ordering at once stays under it, while a script that makes up a
 *   key per order gets no further;
 * - order-venue: 600 a minute per venue, so one venue's flood never becomes the others'.
 * The calls a guest makes while ordering, paying and following an order count per device the same way
 * (their bucket per device key, or per address without one), and all of them against guest-address:
 * 3,000 per 5 minutes per address, a room of 200 guests' worth. The calls that guard a secret (an
 * OTP, an employee id, a coupon code), the sandbox gateway and the receipt PDF (a link, so no header)
 * count per address only, per minute, as below.
 */
export const RATE_LIMITS: RateLimits = {
  "order-device": perMinute(5),
  "order-keyless": perMinute(10),
  "order-address": perFiveMinutes(300),
  "order-venue": perMinute(600),
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
  "guest-address": perFiveMinutes(3000),
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

function limiterOver(
  limiters: Map<RateBucket, RateLimiterAbstract>,
  limits: RateLimits,
  close: () => Promise<void>,
  ping: RateLimiter["ping"] = null,
): RateLimiter {
  return {
    limits,
    ping,
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
  const shared = limiterOver(
    limiters,
    limits,
    async () => {
      client.disconnect();
    },
    () => client.ping(),
  );
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
