import type { IncomingMessage, ServerResponse } from "node:http";

export declare const REQUEST_ID_HEADER: "x-request-id";

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

/** 8 to 64 letters, digits, ".", "_", ":" or "-". */
export declare function isRequestId(value: unknown): value is string;
/** The trusted proxy's well-formed X-Request-Id, else a new one; set on the request and echoed on the response. */
export declare function settleRequestId(request: IncomingMessage, response: ServerResponse, trusted: boolean): string;
/** settleRequestId, then the hooks' pageRequest when a page (not /backend) response ends. */
export declare function observeFrontRequest(request: IncomingMessage, response: ServerResponse, trusted: boolean): void;
export declare function countPageCache(hit: boolean): void;
export declare function installFrontObserverHooks(hooks: FrontObserverHooks): void;
