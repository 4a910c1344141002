import type { Logger } from "pino";
import { installFrontObserverHooks } from "./front-observer";
import { processLogger } from "./logger";
import { processMetrics, roundMs, statusClassOf } from "./metrics";
import { pagePattern } from "./page-route";

/**
 * Gives the front server (front-observer.ts) this process's logger and registry: one line and one
 * duration per page request, and the kept pages' hits and misses. Idempotent.
 */
export function installFrontHooks(logger: Logger = processLogger()): void {
  const metrics = processMetrics();
  installFrontObserverHooks({
    pageRequest({ id, method, url, status, durationMs }) {
      const route = pagePattern(url);
      metrics.requestDuration.observe({ method, route, status_class: statusClassOf(status) }, durationMs / 1000);
      logger.info({ req_id: id, kind: "page", method, route, status, duration_ms: roundMs(durationMs) }, "request");
    },
    pageCache(hit) {
      metrics.pageCache.inc({ result: hit ? "hit" : "miss" });
    },
  });
}
