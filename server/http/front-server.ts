// The request listener of `npm start` around Next's request handler (scripts/start.mjs): the client
// address through TRUSTED_PROXY_COUNT proxies as the only X-Forwarded-For, the host and scheme by the
// same rule as the only X-Forwarded-Host and -Proto (forwarded-origin.mjs), a decodable path, and the
// security headers with a per-response nonce on pages (secure-response.mjs). Next renders the pages
// without knowing the nonce, so they stay static and cacheable. The standalone venue API
// (server/standalone.ts) prepares its requests with the same function.
import { settleClientAddress } from "./client-address";
import { forwardedOrigin, writeForwardedOrigin } from "./forwarded-origin";
import { INTERNAL_KEY_HEADER, isInternalKey } from "./internal-key";
import { pageKey } from "./page-cache";
import { repairRequestTarget } from "./request-path";
import { secureResponse, sendKeptPage } from "./secure-response";

/**
 * Settles the client address, repairs the path and secures the response of one request. With `pages`
 * (page-cache.mjs) a page kept from an earlier answer is sent at once ("answered": the handler is not
 * called), and a keepable page the handler sends is kept.
 */
export function prepareExchange(
  request,
  response,
  { trustedProxyCount, sources, compress = true, pages = null, internalKey = null, publicUrl = null },
) {
  const internal = isInternalKey(request.headers[INTERNAL_KEY_HEADER], internalKey);
  delete request.headers[INTERNAL_KEY_HEADER];
  settleClientAddress(request, trustedProxyCount, internal);
  request.url = repairRequestTarget(request.url ?? "/");
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
  const kept = key === null ? null : pages.find(key);
  if (kept) {
    sendKeptPage(request, response, kept, { https, sources, compress });
    return "answered";
  }
  const record = key === null ? null : (statusCode, answer) => pages.recorder(key, statusCode, answer);
  secureResponse(request, response, { https, sources, compress, record });
  return "prepared";
}

/**
 * A Host on another port than this server's is sent there (permanently, method kept), before any
 * render or cache; a Host no browser sends is refused.
 */
function answerUnservedHost(response, origin) {
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
