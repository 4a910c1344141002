// Puts the security headers on a Node response and, for HTML, the page policy with a fresh nonce
// written into every <script tag on the way out and a Cache-Control for the browser alone
// (security-headers.ts); gzips what is worth it (Next's own compression is off, next.config.ts,
// because it would compress before the nonce could be written).
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { constants, createGzip, type Gzip } from "node:zlib";
import { createNonceInjector, toBuffer, type Chunk, type NonceInjector } from "./nonce-injector";
import { noncePageGzip, noncePageText } from "./nonce-page";
import type { KeptPage, PageRecorder } from "./page-cache";
import { createScriptDeferrer, type ScriptDeferrer } from "./script-deferral";
import { commonSecurityHeaders, generateNonce, pageCacheControl, pageCsp, resourceCsp, type PageSources } from "./security-headers";

/** How secureResponse and sendKeptPage answer: over HTTPS or not, the pages' third parties, gzip or not. */
export interface SecureOptions {
  https: boolean;
  sources: PageSources;
  compress?: boolean;
  nonce?: () => string;
}

type Callback = (error?: Error | null) => void;
type Passthrough = (this: ServerResponse, ...args: unknown[]) => unknown;
// What writeHead accepts after the status: headers as an object or in writeHead's flat form.
type HeadHeaders = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;

const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(json|javascript|x-javascript|xml|manifest\+json|ld\+json|rss\+xml)|image\/svg\+xml)/i;
const NO_BODY = new Set([204, 206, 304]);
// Below this a gzip header and a flush cost more than they save.
const MIN_GZIP_BYTES = 1024;

/** Whether Accept-Encoding allows gzip (gzip or *, with a q above 0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (typeof acceptEncoding !== "string") return false;
  return acceptEncoding.split(",").some((entry) => {
    const [name = "", ...params] = entry.trim().toLowerCase().split(";");
    if (name.trim() !== "gzip" && name.trim() !== "*") return false;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find(Boolean);
    return !q || Number(q[1]) > 0;
  });
}

function setAll(response: ServerResponse, headers: HeadHeaders): void {
  if (Array.isArray(headers)) {
    // writeHead's flat form (name, value, name, value...), where a name may come twice: as Node does,
    // its values replace earlier ones and are sent side by side.
    for (let index = 0; index + 1 < headers.length; index += 2) response.removeHeader(String(headers[index]));
    for (let index = 0; index + 1 < headers.length; index += 2) {
      const value = headers[index + 1];
      response.appendHeader(String(headers[index]), typeof value === "number" ? String(value) : (value ?? ""));
    }
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
  }
}

// Fields a response carries once. Next's first render of a page it caches (after a start or an
// import) appends the new cache entry's headers to the ones the render set: a redirect's Location went
// out twice, and Chromium hands a service worker's redirect on with the two joined
// ("/en/cart/, /en/cart/"), a page that does not exist.
const SINGLE_FIELDS = new Set(["location", "content-type", "content-length", "content-location", "etag", "last-modified"]);

/** One value per single field, and no value twice in a list field (Set-Cookie aside: each is its own). */
function dropRepeatedValues(response: ServerResponse): void {
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (!Array.isArray(value) || name === "set-cookie") continue;
    const values = [...new Set(value.map(String))];
    response.setHeader(name, SINGLE_FIELDS.has(name) || values.length === 1 ? (values[0] ?? "") : values);
  }
}

function addVary(response: ServerResponse, field: string): void {
  const current = String(response.getHeader("vary") ?? "");
  const fields = current.split(",").map((entry) => entry.trim().toLowerCase());
  if (fields.includes("*") || fields.includes(field.toLowerCase())) return;
  response.setHeader("Vary", current ? `${current}, ${field}` : field);
}

/**
 * Wraps one response: every response gets commonSecurityHeaders and a Content-Security-Policy; an
 * HTML one the page policy with its own nonce (its ETag and Content-Length go: the body changes per
 * response). `sources` says which third parties the pages talk to; `compress` turns gzip on; `record`
 * (status, response) may return a recorder that is given the page's bytes as Next wrote them, its chunk
 * scripts deferred (script-deferral.ts).
 */
export function secureResponse(
  request: IncomingMessage,
  response: ServerResponse,
  {
    https,
    sources,
    compress = true,
    nonce = generateNonce,
    record = null,
  }: SecureOptions & { record?: ((statusCode: number, response: ServerResponse) => PageRecorder | null) | null },
): ServerResponse {
  for (const [name, value] of Object.entries(commonSecurityHeaders({ https }))) response.setHeader(name, value);

  // Node's own methods, called with whichever of their overloads' arguments the caller gave.
  const writeHead = response.writeHead as Passthrough;
  const write = response.write as Passthrough;
  const end = response.end as Passthrough;
  let decided = false;
  let injector: NonceInjector | null = null;
  let deferrer: ScriptDeferrer | null = null;
  let gzip: Gzip | null = null;
  let recorder: PageRecorder | null = null;

  function decide(statusCode: number): void {
    decided = true;
    // The proxy's rewrite target is Next's internal path (licence and origin segments): not the guest's business.
    response.removeHeader("x-middleware-rewrite");
    dropRepeatedValues(response);
    const type = String(response.getHeader("content-type") ?? "");
    if (/^text\/html\b/i.test(type)) {
      const value = nonce();
      response.setHeader("Content-Security-Policy", pageCsp(value, sources));
      response.removeHeader("Content-Length");
      response.removeHeader("ETag");
      injector = createNonceInjector(value);
      deferrer = createScriptDeferrer();
      recorder = record?.(statusCode, response) ?? null;
      // After the recorder read it: Next's s-maxage is how the front server knows a page is for everyone.
      response.setHeader("Cache-Control", pageCacheControl(response.getHeader("cache-control")));
    } else if (!response.hasHeader("content-security-policy")) {
      response.setHeader("Content-Security-Policy", resourceCsp(type));
    }
    if (!compress || !COMPRESSIBLE.test(type)) return;
    addVary(response, "Accept-Encoding");
    const length = Number(response.getHeader("content-length") ?? Number.NaN);
    if (
      !acceptsGzip(request.headers["accept-encoding"]) ||
      request.method === "HEAD" ||
      NO_BODY.has(statusCode) ||
      response.hasHeader("content-encoding") ||
      length < MIN_GZIP_BYTES
    )
      return;
    response.setHeader("Content-Encoding", "gzip");
    response.removeHeader("Content-Length");
    gzip = createGzip();
    gzip.on("data", (chunk: Buffer) => write.call(response, chunk));
    gzip.on("end", () => end.call(response));
    gzip.on("drain", () => response.emit("drain"));
    gzip.on("error", (error) => response.destroy(error));
    response.once("close", () => gzip?.destroy());
  }

  response.writeHead = function secureWriteHead(this: ServerResponse, ...args: unknown[]): ServerResponse {
    const [statusCode, reason, headers] = args as [number, string | HeadHeaders, HeadHeaders];
    if (!decided) {
      setAll(response, typeof reason === "string" ? headers : reason);
      decide(statusCode);
      return (typeof reason === "string" ? writeHead.call(this, statusCode, reason) : writeHead.call(this, statusCode)) as ServerResponse;
    }
    return writeHead.apply(this, args) as ServerResponse;
  } as ServerResponse["writeHead"];

  const transforming = () => injector !== null || gzip !== null;

  function send(data: Buffer, callback: Callback | undefined): boolean {
    if (gzip) {
      const ok = gzip.write(data);
      // Each write is flushed, so a streamed page reaches the browser as it renders.
      gzip.flush(constants.Z_SYNC_FLUSH);
      if (callback) process.nextTick(callback);
      return ok;
    }
    if (data.length === 0) {
      if (callback) process.nextTick(callback);
      return true;
    }
    return write.call(response, data, callback) as boolean;
  }

  response.write = function secureWrite(this: ServerResponse, ...args: unknown[]): boolean {
    const [chunk, encoding, callback] = args as [Chunk, BufferEncoding | Callback | undefined, Callback | undefined];
    if (!decided && !response.headersSent) response.writeHead(response.statusCode);
    if (!transforming()) return write.apply(this, args) as boolean;
    const done = typeof encoding === "function" ? encoding : callback;
    const data = deferrer ? deferrer.push(toBuffer(chunk, encoding)) : toBuffer(chunk, encoding);
    recorder?.push(data);
    return send(injector ? injector.push(data) : data, done);
  } as ServerResponse["write"];

  response.end = function secureEnd(this: ServerResponse, ...args: unknown[]): ServerResponse {
    const [chunk, encoding, callback] = args as [
      Chunk | Callback | null | undefined,
      BufferEncoding | Callback | undefined,
      Callback | undefined,
    ];
    if (!decided && !response.headersSent) {
      // A body given whole has a known length (Node would send it): small ones are not gzipped.
      if ((typeof chunk === "string" || chunk instanceof Uint8Array) && !response.hasHeader("content-length")) {
        response.setHeader("Content-Length", toBuffer(chunk, encoding).length);
      }
      response.writeHead(response.statusCode);
    }
    if (!transforming()) return end.apply(this, args) as ServerResponse;
    const done = [chunk, encoding, callback].find((argument): argument is Callback => typeof argument === "function");
    const given = chunk === undefined || chunk === null || typeof chunk === "function" ? Buffer.alloc(0) : toBuffer(chunk, encoding);
    const body = deferrer ? Buffer.concat([deferrer.push(given), deferrer.end()]) : given;
    recorder?.push(body);
    recorder?.end();
    const data = injector ? Buffer.concat([injector.push(body), injector.end()]) : body;
    if (gzip) {
      if (done) response.once("finish", done);
      gzip.end(data);
      return response;
    }
    return end.call(response, data, done) as ServerResponse;
  } as ServerResponse["end"];
  return response;
}

/**
 * Sends a page the front server kept (page-cache.ts) as secureResponse would have sent it: the same
 * headers, a fresh nonce in the policy and in every script, gzipped when the browser accepts it.
 */
export function sendKeptPage(
  request: IncomingMessage,
  response: ServerResponse,
  kept: KeptPage,
  { https, sources, compress = true, nonce = generateNonce }: SecureOptions,
): void {
  for (const [name, value] of Object.entries(commonSecurityHeaders({ https }))) response.setHeader(name, value);
  for (const [name, value] of kept.headers) if (value !== undefined) response.setHeader(name, value);
  response.setHeader("Cache-Control", pageCacheControl(response.getHeader("cache-control")));
  // Next's own word for a page it served from its cache, which this page was.
  response.setHeader("x-nextjs-cache", "HIT");
  const value = nonce();
  response.setHeader("Content-Security-Policy", pageCsp(value, sources));
  if (compress) addVary(response, "Accept-Encoding");
  const gzip = compress && acceptsGzip(request.headers["accept-encoding"]);
  const body = gzip ? noncePageGzip(kept.page, value) : noncePageText(kept.page, value);
  if (gzip) response.setHeader("Content-Encoding", "gzip");
  response.setHeader("Content-Length", body.length);
  response.writeHead(200);
  response.end(body);
}
