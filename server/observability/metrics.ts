import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * What an operator watches, in Prometheus's text format (served by metrics-route.ts). Labels are
 * bounded sets (route patterns, never paths; order types; buckets), so no guest input makes new series.
 */
export interface CarteMetrics {
  registry: Registry;
  /** Every answered request: the venue API's route pattern, or a page's coarse pattern (page-route.ts). */
  requestDuration: Histogram<"method" | "route" | "status_class">;
  ordersCreated: Counter<"order_type">;
  /** Payments completed by their gateway's word: paid or failed. */
  payments: Counter<"outcome">;
  openEventStreams: Gauge;
  /** The front server's kept pages (server/http/page-cache.mjs): one sent (hit), or a keepable page Next had to render (miss). */
  pageCache: Counter<"result">;
  rateLimitRefusals: Counter<"bucket">;
  /** Web push of order status (issue 29), by the push service's answer: sent, gone (404/410) or failed. */
  pushes: Counter<"outcome">;
}

export function createMetrics(): CarteMetrics {
  const registry = new Registry();
  // Memory, CPU, event loop delay and handles of this process, read when scraped.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requestDuration: new Histogram({
      name: "carte_http_request_duration_seconds",
      help: "Time to answer a request, by method, route pattern and status class.",
      labelNames: ["method", "route", "status_class"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    ordersCreated: new Counter({
      name: "carte_orders_created_total",
      help: "Orders stored (a replay of the same idempotency key is not counted), by order type.",
      labelNames: ["order_type"],
      registers,
    }),
    payments: new Counter({
      name: "carte_payments_total",
      help: "Payments completed, by outcome (paid, failed).",
      labelNames: ["outcome"],
      registers,
    }),
    openEventStreams: new Gauge({
      name: "carte_event_streams_open",
      help: "Order event streams this process holds open.",
      registers,
    }),
    pageCache: new Counter({
      name: "carte_page_cache_total",
      help: "Pages the front server sent from its kept pages (hit) or asked of Next when it could have kept them (miss).",
      labelNames: ["result"],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: "carte_rate_limit_refusals_total",
      help: "Calls refused with 429 by a rate limit, by bucket.",
      labelNames: ["bucket"],
      registers,
    }),
    pushes: new Counter({
      name: "carte_push_notifications_total",
      help: "Order status notifications sent by web push, by outcome (sent, gone: the browser unsubscribed, failed).",
      labelNames: ["outcome"],
      registers,
    }),
  };
}

// One registry per process, whichever copy of this module asks first (Next's route bundle,
// instrumentation.ts, the standalone API): Prometheus scrapes each instance and adds them up.
const METRICS = Symbol.for("carte.metrics");
const holder = globalThis as typeof globalThis & { [METRICS]?: CarteMetrics };

export function processMetrics(): CarteMetrics {
  holder[METRICS] ??= createMetrics();
  return holder[METRICS];
}

/** "2xx" for 204: a status class keeps the series few. */
export function statusClassOf(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** Milliseconds to a tenth, for log lines. */
export function roundMs(ms: number): number {
  return Math.round(ms * 10) / 10;
}
