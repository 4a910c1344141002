import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { PageCache } from "./page-cache.mjs";
import type { PageSources } from "./security-headers.mjs";

/** Next's request handler (or any handler of a Node request and response). */
export type NodeHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

export interface FrontOptions {
  /** TRUSTED_PROXY_COUNT. */
  trustedProxyCount: number;
  sources: PageSources;
  /** gzip compressible responses (default true). */
  compress?: boolean;
  /** Pages kept from Next's cache (npm start). */
  pages?: PageCache | null;
  /** INTERNAL_KEY: requests carrying it may name their guest's address and host. */
  internalKey?: string | null;
  /** PUBLIC_URL: its port is served besides this server's own. */
  publicUrl?: string | null;
}

/** Settles the client address (the only X-Forwarded-For), repairs an undecodable path, secures the response. */
export declare function prepareExchange(request: IncomingMessage, response: ServerResponse, options: FrontOptions): "answered" | "prepared";
/** The listener of `npm start`: prepareExchange, then `handle`; a thrown error is a 500. */
export declare function createFrontListener(handle: NodeHandler, options: FrontOptions): RequestListener;
