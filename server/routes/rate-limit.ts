import type { Context } from "hono";
import type { AppEnv } from "../deps";
import { ApiProblem } from "../errors";
import type { RateBucket } from "../services/rate-limit";

/** The client a rate limit counts: the first x-forwarded-for entry (set by the proxy in front), else "local". */
export function clientKey(c: Context<AppEnv>): string {
  return c.req.header("x-forwarded-for")?.split(",")[0]?.trim() || "local";
}

/** Counts one attempt in `bucket`; over the limit is a 429 before anything is read or written. */
export function enforceRateLimit(c: Context<AppEnv>, bucket: RateBucket): void {
  if (!c.get("deps").rateLimiter.hit(bucket, clientKey(c))) {
    throw new ApiProblem(429, { detail: "Too many requests. Please try again later." });
  }
}
