// The request listener of `npm start` around Next's request handler (scripts/start.mts): the client
// address through TRUSTED_PROXY_COUNT proxies as the only X-Forwarded-For, the host and scheme by the
// same rule as the only X-Forwarded-Host and -Proto (forwarded-origin.ts), a decodable path, and the
// security headers with a per-response nonce on pages (secure-response.ts). Next renders the pages
// without knowing the nonce, so they stay static and cacheable. The standalone venue API
// (server/standalone.ts) prepares its requests with the same function.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { INTERNAL_KEY_HEADER } from "../../lib/config/internal-calls";
import { settleClientAddress } from "./client-address";
import { forwardedOrigin, writeForwardedOrigin, type ForwardedOrigin } from "./forwarded-origin";
import { isInternalKey } from "./internal-key";
import { pageKey, type PageCache } from "./page-cache";
import { observeFrontRequest } from "../observability/front-observer";
import { repairRequestTarget } from "./request-path";
import { secureResponse, sendKeptPage } from "./secure-response";
import type { PageSources } from "./security-headers";

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

/**
 * Settles the client address, repairs the path and secures the response of one request. With `pages`
 * (page-cache.ts) a page kept from an earlier answer is sent at once ("answered": the handler is not
 * called), and a keepable page the handler sends is kept.
 */
export function prepareExchange(
  request: IncomingMessage,
  response: ServerResponse,
  { trustedProxyCount, sources, compress = true, pages = null, internalKey = null, publicUrl = null }: FrontOptions,
): "answered" | "prepared" {
  const internal = isInternalKey(request.headers[INTERNAL_KEY_HEADER], internalKey);
  delete request.headers[INTERNAL_KEY_HEADER];
  settleClientAddress(request, trustedProxyCount, internal);
  request.url = repairRequestTarget(request.url ?? "/");
  // X-Request-Id and, for pages, the log line and duration (server/observability/).
  observeFrontRequest(request, response, trustedProxyCount > 0 || internal);
  const origin = forwardedOrigin({
    headers: request.headers,
    encrypted: Boolean(request.socket && "encrypted" in request.socket && request.socket.encrypted),
    trustedProxyCount,
    internal,
    localPort: request.socket?.localPort,
    publicUrl,
    url: request.url,
  });
  if (!("host" in origin)) {
    answerUnservedHost(response, origin);
    return "answered";
  }
  writeForwardedOrigin(request, origin);
  const https = origin.scheme === "https";
  const key = pages ? pageKey(request) : null;
  const kept = key === null ? null : (pages?.find(key) ?? null);
  if (kept) {
    sendKeptPage(request, response, kept, { https, sources, compress });
    return "answered";
  }
  const record = key === null || !pages ? null : (statusCode: number, answer: ServerResponse) => pages.recorder(key, statusCode, answer);
  secureResponse(request, response, { https, sources, compress, record });
  return "prepared";
}

/**
 * A Host on another port than this server's is sent there (permanently, method kept), before any
 * render or cache; a Host no browser sends is refused.
 */
function answerUnservedHost(response: ServerResponse, origin: Exclude<ForwardedOrigin, { host: string }>): void {
  response.setHeader("Cache-Control", "no-store");
  response.setHeader("Content-Type", "application/json");
  if ("redirect" in origin) {
    response.statusCode = 308;
    response.setHeader("Location", origin.redirect);
    response.end(JSON.stringify({ detail: "This site answers on another port.", location: origin.redirect }));
    return;
  }
  response.statusCode = 400;
  response.end(JSON.stringify({ detail: "The Host header is not a host name." }));
}

/** A Node request listener that prepares the request and response, then hands both to `handle`. */
export function createFrontListener(handle: NodeHandler, options: FrontOptions): RequestListener {
  return (request, response) => {
    if (prepareExchange(request, response, options) === "answered") return;
    Promise.resolve()
      .then(() => handle(request, response))
      .catch((error: unknown) => {
        // The path is left out: it may hold a table's token.
        console.error(`Failed to handle ${request.method} request ${String(request.headers["x-request-id"])}`, error);
        if (response.headersSent) {
          response.destroy();
          return;
        }
        response.statusCode = 500;
        response.setHeader("Content-Type", "text/plain; charset=utf-8");
        response.end("Internal Server Error");
      });
  };
}
