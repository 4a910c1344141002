import type { Server } from "node:http";

export interface DrainState {
  draining: boolean;
  controller: AbortController;
}
export declare const KEEP_ALIVE_TIMEOUT_MS: number;
export declare const HEADERS_TIMEOUT_MS: number;
export declare const DEFAULT_DRAIN_TIMEOUT_MS: number;
export declare function createDrainState(): DrainState;
/** The process-wide state (globalThis), shared by Next's bundle and the entry point. */
export declare function processDrainState(): DrainState;
/** Whether this process is shutting down: readiness answers 503. */
export declare function isDraining(state?: DrainState): boolean;
/** Aborted when the drain starts: event streams end on it. */
export declare function drainSignal(state?: DrainState): AbortSignal;
export declare function beginDrain(state?: DrainState): void;
/** DRAIN_TIMEOUT_MS in ms (default 10000); throws on a value that is not 0 to 600000. */
export declare function drainTimeoutMs(env: Record<string, string | undefined>): number;
export declare function pairKeepAlive(server: Server): void;
export declare function createDrain(
  server: Server,
  options?: { timeoutMs?: number; state?: DrainState },
): { drain(): Promise<"finished" | "timeout">; inFlight(): number };
/** SIGTERM and SIGINT drain `server`, then exit 0; a second SIGINT exits at once, a second SIGTERM changes nothing. */
export declare function drainOnSignals(server: Server, options: { timeoutMs: number; program: string }): void;
