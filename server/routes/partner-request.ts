import type { Context } from "hono";
import type { AppEnv } from "../deps";
import { ApiProblem } from "../errors";
import type { RateBucket } from "../services/rate-limit";

/** The client a rate limit counts: the first x-forwarded-for entry (the proxy's view), else "local". */
export function clientKey(c: Context<AppEnv>): string {
  return c.req.header("x-forwarded-for")?.split(",")[0]?.trim() || "local";
}

/** Counts one attempt in `bucket`; over the limit is a 429 before anything is read or written. */
export function limitOr429(c: Context<AppEnv>, bucket: RateBucket): void {
  if (!c.get("deps").rateLimiter.hit(bucket, clientKey(c))) {
    throw new ApiProblem(429, { detail: "Too many attempts. Please try again later." });
  }
}

/** Origin of the guest app, where the gateway returns the guest: PUBLIC_URL, else this request's origin. */
export function appOrigin(c: Context<AppEnv>): string {
  return c.get("deps").settings.publicUrl ?? new URL(c.req.url).origin;
}

/** The JSON body; an empty or non-JSON body reads as undefined so that the schema reports it field by field. */
export async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiProblem(400, { detail: "Malformed JSON body." });
  }
}
