// A rolling restart without failing a guest (issue 27 item 1), for both `npm start` and `npm run api`.
// On SIGTERM or SIGINT: readiness turns false at once, the port stops accepting (a proxy's new
// connection is refused, which nginx retries on another instance even for a POST, as nothing was sent),
// requests in flight finish and their connections close after them, event streams end so EventSource
// reconnects elsewhere after its `retry:` (1 s), idle keep-alive connections close once the proxy has
// sent nothing on them for IDLE_GRACE_MS; then the process exits 0, after DRAIN_TIMEOUT_MS at the latest.
// Idle connections are not closed at once: nginx may be writing a request on one at that moment, and
// a POST without an Idempotency-Key that met a reset is never retried (the guest sees a 502). Until the
// grace ends each request that comes on one is served with `Connection: close`, which uses it up. The state is process-wide (globalThis) because the
// readiness route runs inside Next's bundle, which has its own copy of this module.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net from "node:net";

/** Above nginx's upstream `keepalive_timeout` (deploy/nginx/carte.conf: 60 s), so Node never closes a
 * connection the proxy is about to reuse; headersTimeout must exceed it (Node's rule). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HEADERS_TIMEOUT_MS = 66_000;
export const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;
/** How long an event stream gets to end itself (the drain signal) before its connection is cut. */
const STREAM_GRACE_MS = 1_000;
/** How long idle keep-alive connections stay open once nothing is in flight and no request came. */
export const IDLE_GRACE_MS = 1_000;

const STATE = Symbol.for("carte.drain");

export interface DrainState {
  draining: boolean;
  controller: AbortController;
}

export type DrainOutcome = "finished" | "timeout";

/** A fresh drain state; the process has one (processDrainState), tests make their own. */
export function createDrainState(): DrainState {
  return { draining: false, controller: new AbortController() };
}

/** The process-wide state (globalThis), shared by Next's bundle and the entry point. */
export function processDrainState(): DrainState {
  const holder = globalThis as typeof globalThis & { [STATE]?: DrainState };
  holder[STATE] ??= createDrainState();
  return holder[STATE];
}

/** Whether this process is shutting down: readiness answers 503. */
export function isDraining(state: DrainState = processDrainState()): boolean {
  return state.draining;
}

/** Aborted when the drain starts: event streams end on it, so their guests reconnect to another instance. */
export function drainSignal(state: DrainState = processDrainState()): AbortSignal {
  return state.controller.signal;
}

/** Marks the process as draining (readiness false, drain signal aborted); idempotent. */
export function beginDrain(state: DrainState = processDrainState()): void {
  if (state.draining) return;
  state.draining = true;
  state.controller.abort();
}

/** DRAIN_TIMEOUT_MS: whole milliseconds, 0 to 600000; unset or blank is the default. */
export function drainTimeoutMs(env: Record<string, string | undefined>): number {
  const given = env.DRAIN_TIMEOUT_MS?.trim();
  if (!given) return DEFAULT_DRAIN_TIMEOUT_MS;
  const ms = Number(given);
  if (!/^\d+$/.test(given) || ms > 600_000) throw new Error(`DRAIN_TIMEOUT_MS must be milliseconds from 0 to 600000, not "${given}".`);
  return ms;
}

/** The keep-alive pairing with the proxy in front (see KEEP_ALIVE_TIMEOUT_MS). */
export function pairKeepAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}

const isEventStream = (request: IncomingMessage): boolean => (request.headers.accept ?? "").includes("text/event-stream");

/**
 * Follows the requests of `server` from now on; `drain()` shuts it down as described above and
 * resolves with how it ended ("finished" or "timeout") once nothing is left or the timeout passed.
 */
export function createDrain(
  server: Server,
  {
    timeoutMs = DEFAULT_DRAIN_TIMEOUT_MS,
    idleGraceMs = IDLE_GRACE_MS,
    state = processDrainState(),
  }: { timeoutMs?: number; idleGraceMs?: number; state?: DrainState } = {},
): { drain(): Promise<DrainOutcome>; inFlight(): number } {
  // Each response in flight, and whether it is an event stream.
  const inFlight = new Map<ServerResponse, boolean>();
  let settle: ((outcome: DrainOutcome) => void) | null = null;
  let lastRequestAt = 0;
  let quietTimer: NodeJS.Timeout | null = null;
  const settleWhenEmpty = () => {
    if (inFlight.size > 0 || settle === null) return;
    const quietFor = Date.now() - lastRequestAt;
    if (quietFor < idleGraceMs) {
      if (quietTimer) clearTimeout(quietTimer);
      quietTimer = setTimeout(settleWhenEmpty, idleGraceMs - quietFor).unref();
      return;
    }
    server.closeIdleConnections();
    settle("finished");
  };
  // Before the app's own listener, so the close is set before an answer that is written at once.
  server.prependListener("request", (request, response) => {
    lastRequestAt = Date.now();
    inFlight.set(response, isEventStream(request));
    // A request that came in on a kept-alive connection during the drain is served, then its connection closes.
    if (state.draining && !response.headersSent) response.setHeader("Connection", "close");
    response.once("close", () => {
      inFlight.delete(response);
      if (state.draining) settleWhenEmpty();
    });
  });

  let drained: Promise<DrainOutcome> | null = null;
  function drain(): Promise<DrainOutcome> {
    drained ??= new Promise<DrainOutcome>((resolve) => {
      const timers: NodeJS.Timeout[] = [];
      settle = (outcome) => {
        settle = null;
        for (const timer of timers) clearTimeout(timer);
        if (quietTimer) clearTimeout(quietTimer);
        resolve(outcome);
      };
      beginDrain(state);
      // net's close, not http's: it stops accepting without http's closeIdleConnections (see the top).
      // Its callback runs once no connection is left: nothing more can arrive.
      net.Server.prototype.close.call(server, () => {
        if (inFlight.size === 0) settle?.("finished");
      });
      // A request the proxy wrote just before the drain may still be on its way: the grace starts now.
      lastRequestAt = Date.now();
      for (const response of inFlight.keys()) if (!response.headersSent) response.setHeader("Connection", "close");
      timers.push(
        setTimeout(
          () => {
            for (const [response, stream] of inFlight) if (stream) response.destroy();
          },
          Math.min(STREAM_GRACE_MS, timeoutMs),
        ).unref(),
        setTimeout(() => {
          server.closeAllConnections();
          for (const response of inFlight.keys()) response.destroy();
          settle?.("timeout");
        }, timeoutMs).unref(),
      );
      settleWhenEmpty();
    });
    return drained;
  }
  return { drain, inFlight: () => inFlight.size };
}

/**
 * SIGTERM and SIGINT drain `server`, then exit 0. A second SIGINT (Ctrl-C twice) exits at once; a
 * second SIGTERM (systemd and a supervisor both sending one) changes nothing. `program` names the log lines.
 */
export function drainOnSignals(server: Server, { timeoutMs, program }: { timeoutMs: number; program: string }): void {
  const { drain, inFlight } = createDrain(server, { timeoutMs });
  let signalled = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (signalled) {
        if (signal === "SIGINT") process.exit(1);
        return;
      }
      signalled = true;
      console.log(`${program}: ${signal}, draining ${inFlight()} request(s) in flight (at most ${timeoutMs} ms).`);
      void drain().then((outcome) => {
        console.log(`${program}: ${outcome === "finished" ? "drained" : "drain timed out, connections cut"}; exiting.`);
        process.exit(0);
      });
    });
  }
}
