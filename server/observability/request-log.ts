import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../deps";
import { knownRequestVenue } from "../routes/venue-scope";
import { isRequestId, REQUEST_ID_HEADER } from "./front-observer";
import { processLogger } from "./logger";
import { processMetrics, roundMs, statusClassOf } from "./metrics";

/**
 * The pattern of the route that answered (`/backend/:lang/api/order/:uuid`): the last matched route
 * registered for a method (middleware is registered for ALL), else "unmatched". Never the path, which
 * holds order uuids, tokens and whatever a client typed.
 */
export function routePatternOf(c: Context<AppEnv>): string {
  const routes = matchedRoutes(c).filter((route) => route.method !== "ALL");
  return routes.at(-1)?.path ?? "unmatched";
}

/**
 * The venue's licence when this request already knew it: the venue of its host (venue-scope.ts), or
 * a catalogue call's licence once it was answered (a licence that exists). No query of its own.
 */
async function licenceOf(c: Context<AppEnv>): Promise<string | null> {
  const venue = await knownRequestVenue(c);
  if (venue) return venue.license;
  const named = c.req.param("license") ?? c.req.param("licence");
  return named && c.res.status < 400 ? named : null;
}

/** The logger of this request's lines: the deps' (tests), else the process's, with the request id bound. */
export function requestLogger(c: Context<AppEnv>): Logger {
  const logger = c.get("deps")?.logger ?? processLogger();
  const id = c.get("requestId");
  return id ? logger.child({ req_id: id }) : logger;
}

/**
 * One JSON line and one duration per venue API request. The id is the front server's (it settled the
 * request's only X-Request-Id, front-observer.ts) when well formed, else a new one; it is echoed as
 * X-Request-Id. Only the fields below are written: no query, header, cookie, body or path.
 */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header(REQUEST_ID_HEADER);
    const id = isRequestId(given) ? given : randomUUID();
    c.header("X-Request-Id", id);
    c.set("requestId", id);
    await next();
    // A Response a route built itself (metrics, the sandbox page) has not got the header set above.
    if (!c.res.headers.has("X-Request-Id")) {
      const answered = withRequestId(c.res, id);
      if (answered !== c.res) c.res = answered;
    }
    const durationMs = performance.now() - started;
    const { method } = c.req;
    const route = routePatternOf(c);
    const { status } = c.res;
    processMetrics().requestDuration.observe({ method, route, status_class: statusClassOf(status) }, durationMs / 1000);
    const logger = c.get("deps").logger ?? processLogger();
    const licence = await licenceOf(c).catch(() => null);
    logger.info({ req_id: id, kind: "api", licence, method, route, status, duration_ms: roundMs(durationMs) }, "request");
  };
}

function withRequestId(response: Response, id: string): Response {
  try {
    response.headers.set("X-Request-Id", id);
    return response;
  } catch {
    // Immutable headers (a fetched Response): a copy carries it.
    const copy = new Response(response.body, response);
    copy.headers.set("X-Request-Id", id);
    return copy;
  }
}
