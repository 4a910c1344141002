// The request listener of `npm start` around Next's request handler (scripts/start.mjs): the client
// address through TRUSTED_PROXY_COUNT proxies as the only X-Forwarded-For, a decodable path, and the
// security headers with a per-response nonce on pages (secure-response.mjs). Next renders the pages
// without knowing the nonce, so they stay static and cacheable. The standalone venue API
// (server/standalone.ts) prepares its requests with the same function.
import { requestIsHttps, settleClientAddress } from "./client-address.mjs";
import { pageKey } from "./page-cache.mjs";
import { repairRequestTarget } from "./request-path.mjs";
import { secureResponse, sendKeptPage } from "./secure-response.mjs";

/**
 * Settles the client address, repairs the path and secures the response of one request. With `pages`
 * (page-cache.mjs) a page kept from an earlier answer is sent at once ("answered": the handler is not
 * called), and a keepable page the handler sends is kept.
 */
export function prepareExchange(request, response, { trustedProxyCount, sources, compress = true, pages = null }) {
  settleClientAddress(request, trustedProxyCount);
  const https = requestIsHttps({
    encrypted: Boolean(request.socket && "encrypted" in request.socket && request.socket.encrypted),
    forwardedProto: request.headers["x-forwarded-proto"],
    trustedProxyCount,
  });
  request.url = repairRequestTarget(request.url ?? "/");
  const key = pages ? pageKey(request) : null;
  const kept = key === null ? null : pages.find(key);
  if (kept) {
    sendKeptPage(request, response, kept, { https, sources, compress });
    return "answered";
  }
  const record = key === null ? null : (statusCode, answer) => pages.recorder(key, statusCode, answer);
  secureResponse(request, response, { https, sources, compress, record });
  return "prepared";
}

/** A Node request listener that prepares the request and response, then hands both to `handle`. */
export function createFrontListener(handle, options) {
  return (request, response) => {
    if (prepareExchange(request, response, options) === "answered") return;
    Promise.resolve()
      .then(() => handle(request, response))
      .catch((error) => {
        console.error(`Failed to handle ${request.method} ${request.url}`, error);
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
