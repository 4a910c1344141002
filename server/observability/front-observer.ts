// The front server's side of the request logs and metrics (issue 27 item 3). It only measures: the log line and the metrics are written
// by the hooks that front-hooks.ts installs on globalThis (from instrumentation.ts, inside Next), so
// the one logger and registry of the process serve both sides. Without the hooks it records nothing.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

export const REQUEST_ID_HEADER = "x-request-id";
const HOOKS = Symbol.for("carte.front-observer");

/** What the front server reports of a page request; never its query, headers or cookies. */
export interface PageExchange {
  id: string;
  method: string;
  /** The request target as received: front-hooks.ts reduces it to a pattern before anything is recorded. */
  url: string;
  status: number;
  durationMs: number;
}

/** Installed on globalThis by front-hooks.ts. */
export interface FrontObserverHooks {
  pageRequest(exchange: PageExchange): void;
  pageCache(hit: boolean): void;
}

type HooksHolder = typeof globalThis & { [HOOKS]?: FrontObserverHooks };
const holder = globalThis as HooksHolder;
// nginx's $request_id is 32 hex digits, a UUID 36 characters: letters, digits and a few separators only,
// so an id can never carry a guest's text or break a log line.
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** 8 to 64 letters, digits, ".", "_", ":" or "-". */
export function isRequestId(value: unknown): value is string {
  return typeof value === "string" && REQUEST_ID.test(value);
}

/**
 * The request's id: the one a trusted proxy sent, when it is well formed, else a new one. It is written
 * as the request's only X-Request-Id (the venue API adopts it) and echoed on the response.
 */
export function settleRequestId(request: IncomingMessage, response: ServerResponse, trusted: boolean): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const id = trusted && isRequestId(given) ? given : randomUUID();
  request.headers[REQUEST_ID_HEADER] = id;
  response.setHeader("X-Request-Id", id);
  return id;
}

/** Hooks for the page requests (not /backend: the venue API logs its own) once the response ends. */
export function observeFrontRequest(request: IncomingMessage, response: ServerResponse, trusted: boolean): void {
  const id = settleRequestId(request, response, trusted);
  const hooks = holder[HOOKS];
  const url = request.url ?? "/";
  if (!hooks || url === "/backend" || url.startsWith("/backend/") || url.startsWith("/backend?")) return;
  const started = performance.now();
  let reported = false;
  const report = (status: number): void => {
    if (reported) return;
    reported = true;
    hooks.pageRequest({ id, method: request.method ?? "GET", url, status, durationMs: performance.now() - started });
  };
  response.once("finish", () => report(response.statusCode));
  // Closed before it finished: the client went away (499, as nginx logs it).
  response.once("close", () => report(499));
}

/** A kept page was sent (hit), or Next answered a page that could have been kept (miss). */
export function countPageCache(hit: boolean): void {
  holder[HOOKS]?.pageCache(hit);
}

/** Called once per process by front-hooks.ts with the logger's and registry's side. */
export function installFrontObserverHooks(hooks: FrontObserverHooks): void {
  holder[HOOKS] = hooks;
}
