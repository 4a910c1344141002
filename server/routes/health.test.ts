import { randomUUID } from "node:crypto";
import { beginDrain } from "../http/drain";
import type { VenueApiDeps } from "../deps";
import { readinessAnswer } from "../services/health";
import { createRedisRateLimiter, RATE_LIMITS, type RateLimiter } from "../services/rate-limit";
import { createVenueApi } from "../app";
import { startTestApi, type TestApi } from "../test/harness";
import { redisAnswers, TEST_REDIS_URL } from "../test/redis";

let started: TestApi;
beforeAll(async () => {
  started = await startTestApi();
}, 120_000);
afterAll(() => started.close());

/** A probe through the venue API's routes, on the test database, with the rate limiter (and Redis) given. */
async function probe(path: string, rateLimiter: RateLimiter = started.deps.rateLimiter) {
  const answer = await createVenueApi({ ...started.deps, rateLimiter }).request(`/backend${path}`);
  return { status: answer.status, cacheControl: answer.headers.get("cache-control"), body: (await answer.json()) as unknown };
}

describe("liveness and readiness", () => {
  it("liveness answers without asking anything", async () => {
    expect(await probe("/health/live/")).toEqual({ status: 200, cacheControl: "no-store", body: { status: "live" } });
  });

  it("readiness asks the database; no Redis is configured", async () => {
    expect(await probe("/health/ready/")).toEqual({
      status: 200,
      cacheControl: "no-store",
      body: { status: "ready", draining: false, checks: { database: "ok", redis: "not configured" } },
    });
  });

  it("readiness is 503 while the configured Redis is down", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    // Port 1 refuses connections.
    const rateLimiter = createRedisRateLimiter("redis://127.0.0.1:1", RATE_LIMITS, `carte-test:${randomUUID()}:`);
    try {
      expect(await probe("/health/ready/", rateLimiter)).toEqual({
        status: 503,
        cacheControl: "no-store",
        body: { status: "not ready", draining: false, checks: { database: "ok", redis: "failed" } },
      });
    } finally {
      await rateLimiter.close();
      error.mockRestore();
    }
  });

  it("readiness is 200 with a Redis that answers", async () => {
    if (!(await redisAnswers())) {
      console.warn(`Skipping the Redis readiness test: no Redis answers at ${TEST_REDIS_URL}.`);
      return;
    }
    const rateLimiter = createRedisRateLimiter(TEST_REDIS_URL, RATE_LIMITS, `carte-test:${randomUUID()}:`);
    try {
      // The first call waits for the first connection; a PING before it is refused (no offline queue).
      await rateLimiter.consume("coupon", "readiness-test");
      expect((await probe("/health/ready/", rateLimiter)).body).toEqual({
        status: "ready",
        draining: false,
        checks: { database: "ok", redis: "ok" },
      });
    } finally {
      await rateLimiter.close();
    }
  });

  it("a database that hangs is 503 within the bounded time, not a hanging probe", async () => {
    const hung = { ...started.deps, database: { ...started.deps.database, db: { execute: () => new Promise(() => undefined) } } };
    const answer = await readinessAnswer(() => Promise.resolve(hung as unknown as VenueApiDeps));
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: "not ready", draining: false, checks: { database: "timeout", redis: "not configured" } });
  });

  it("a database that never opens is 503", async () => {
    const answer = await readinessAnswer(() => Promise.reject(new Error("no database")));
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: "not ready", draining: false, checks: { database: "failed" } });
  });

  // Last: the drain state is this test file's process-wide flag (server/http/drain.ts).
  it("readiness is 503 once the process drains; liveness still answers", async () => {
    beginDrain();
    expect(await probe("/health/ready/")).toEqual({
      status: 503,
      cacheControl: "no-store",
      body: { status: "not ready", draining: true, checks: {} },
    });
    expect((await probe("/health/live/")).status).toBe(200);
  });
});
