import { randomUUID } from "node:crypto";
import { createMemoryRateLimiter, createRedisRateLimiter, RATE_LIMITS, type RateLimiter, type RateLimits } from "./rate-limit";

const REDIS_URL = process.env.REDIS_URL?.trim() || "redis://127.0.0.1:6379";
const small: RateLimits = { ...RATE_LIMITS, coupon: { limit: 2, windowMs: 60_000 }, "order-keyless": { limit: 3, windowMs: 60_000 } };

async function consumeTimes(limiter: RateLimiter, bucket: "coupon" | "order-keyless", client: string, times: number) {
  const answers: boolean[] = [];
  for (let i = 0; i < times; i += 1) answers.push(await limiter.consume(bucket, client));
  return answers;
}

describe("memory rate limiter", () => {
  it("allows the limit per window, per bucket and client, then refuses", async () => {
    const limiter = createMemoryRateLimiter(small, `test:${randomUUID()}:`);
    expect(await consumeTimes(limiter, "coupon", "a", 3)).toEqual([true, true, false]);
    expect(await limiter.consume("coupon", "b")).toBe(true);
    expect(await consumeTimes(limiter, "order-keyless", "a", 4)).toEqual([true, true, true, false]);
  });

  it("orders in production: 5 a minute per device, 10 per address without one, 300 per 5 minutes per address, 600 a minute per venue", () => {
    expect([RATE_LIMITS["order-device"], RATE_LIMITS["order-keyless"], RATE_LIMITS["order-address"], RATE_LIMITS["order-venue"]]).toEqual([
      { limit: 5, windowMs: 60_000 },
      { limit: 10, windowMs: 60_000 },
      { limit: 300, windowMs: 300_000 },
      { limit: 600, windowMs: 60_000 },
    ]);
  });
});

describe("Redis rate limiter", () => {
  it("two instances on one Redis share one budget per client", async () => {
    const prefix = `carte-test:${randomUUID()}:`;
    const first = createRedisRateLimiter(REDIS_URL, small, prefix);
    const second = createRedisRateLimiter(REDIS_URL, small, prefix);
    try {
      const answers = [
        await first.consume("order-keyless", "guest"),
        await second.consume("order-keyless", "guest"),
        await first.consume("order-keyless", "guest"),
        await second.consume("order-keyless", "guest"),
      ];
      expect(answers).toEqual([true, true, true, false]);
      expect(await first.consume("order-keyless", "another guest")).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("counts in memory while Redis is unreachable: no error, still limited", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    // Port 1 refuses connections: the insurance limiter answers.
    const limiter = createRedisRateLimiter("redis://127.0.0.1:1", small, `carte-test:${randomUUID()}:`);
    try {
      expect(await consumeTimes(limiter, "coupon", "a", 3)).toEqual([true, true, false]);
    } finally {
      await limiter.close();
      error.mockRestore();
    }
  });
});
