import { createHash, timingSafeEqual } from "node:crypto";
import { readSetting, type SettingsEnv } from "@/lib/config/settings";
import { processMetrics } from "./metrics";

const MIN_TOKEN_LENGTH = 32;

/**
 * METRICS_TOKEN, the bearer token Prometheus sends for /backend/metrics; null (unset) turns the
 * endpoint off. A short token is refused: the endpoint is on the guests' port.
 */
export function metricsToken(env: SettingsEnv): string | null {
  const token = readSetting(env, "METRICS_TOKEN");
  if (token !== null && token.length < MIN_TOKEN_LENGTH) {
    throw new Error(`METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters (openssl rand -hex 32).`);
  }
  return token;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Compared as digests of equal length, in constant time, so the answer's timing tells nothing of the token. */
function holdsToken(authorization: string | null, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(authorization?.trim() ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token));
}

const JSON_HEADERS = { "Content-Type": "application/json", "Cache-Control": "no-store" };

/**
 * GET /backend/metrics: this process's registry in Prometheus's text format for the holder of
 * METRICS_TOKEN; 404, as any unknown path, while it is unset; 401 without the token.
 */
export async function answerMetrics(request: Request, token: string | null): Promise<Response> {
  if (token === null) return new Response(JSON.stringify({ detail: "Not found." }), { status: 404, headers: JSON_HEADERS });
  if (!holdsToken(request.headers.get("authorization"), token)) {
    return new Response(JSON.stringify({ detail: "A bearer token is required." }), {
      status: 401,
      headers: { ...JSON_HEADERS, "WWW-Authenticate": 'Bearer realm="metrics"' },
    });
  }
  const { registry } = processMetrics();
  return new Response(await registry.metrics(), { headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" } });
}
