import { sql } from "drizzle-orm";
import type { VenueApiDeps } from "../deps";
import { isDraining } from "../http/drain";

/** A hung database or Redis makes readiness 503 within this, never a hanging probe. */
export const READINESS_TIMEOUT_MS = 2_000;

export type CheckOutcome = "ok" | "failed" | "timeout" | "not configured";

export interface Readiness {
  ready: boolean;
  /** Shutting down (server/http/drain.ts): not ready whatever the dependencies say, and not asked. */
  draining: boolean;
  checks: { database?: CheckOutcome; redis?: CheckOutcome };
}

const NO_STORE = { "Cache-Control": "no-store" };

/** Liveness: the process runs and answers; it asks no dependency, so a database outage never restarts it. */
export function livenessAnswer(): Response {
  return Response.json({ status: "live" }, { headers: NO_STORE });
}

/**
 * Readiness of this instance: not draining, the database answers `select 1`, and Redis answers PING
 * when the deployment has one (REDIS_URL: the rate limits and page cache every instance shares).
 * `deps` opens them when needed (the app opens its database on first use); opening counts against the time.
 */
export async function readiness(
  deps: () => Promise<VenueApiDeps>,
  options: { timeoutMs?: number; draining?: boolean } = {},
): Promise<Readiness> {
  if (options.draining ?? isDraining()) return { ready: false, draining: true, checks: {} };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), options.timeoutMs ?? READINESS_TIMEOUT_MS);
  });
  const bounded = (work: () => Promise<unknown>): Promise<CheckOutcome> =>
    Promise.race([
      Promise.resolve()
        .then(work)
        .then(
          () => "ok" as const,
          () => "failed" as const,
        ),
      deadline,
    ]);
  try {
    const opened = await Promise.race([deps().catch(() => null), deadline]);
    if (opened === null || opened === "timeout") {
      return { ready: false, draining: false, checks: { database: opened === null ? "failed" : "timeout" } };
    }
    const ping = opened.rateLimiter.ping;
    const [database, redis] = await Promise.all([
      bounded(() => opened.database.db.execute(sql`select 1`)),
      ping ? bounded(ping) : Promise.resolve("not configured" as const),
    ]);
    const ready = database === "ok" && (redis === "ok" || redis === "not configured");
    return { ready, draining: false, checks: { database, redis } };
  } finally {
    clearTimeout(timer);
  }
}

/** The readiness as a probe reads it: 200 or 503, JSON, never cached. */
export async function readinessAnswer(deps: () => Promise<VenueApiDeps>, options: { timeoutMs?: number } = {}): Promise<Response> {
  const state = await readiness(deps, options);
  const body = { status: state.ready ? "ready" : "not ready", draining: state.draining, checks: state.checks };
  return Response.json(body, { status: state.ready ? 200 : 503, headers: NO_STORE });
}
