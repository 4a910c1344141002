import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { createFrontListener } from "../http/front-server";
import { createNonceInjector, injectNonce } from "../http/nonce-injector";
import { deferScripts } from "../http/script-deferral";
import { acceptsGzip } from "../http/secure-response";
import { closeListeners, get, headerLines, listen, nonceOf } from "../test/front-harness";
import { HSTS, PERMISSIONS_POLICY, RESOURCE_CSP, WORKER_CSP, pageCsp, pageSourcesFromEnv, resourceCsp } from "../http/security-headers";

/**
 * Issue 10 item 14: no response carried security headers and the sandbox payment page could be
 * framed. The front server of `npm start` (server/http/front-server.ts) now adds them to every
 * response and writes a fresh nonce into every <script of every page, whose policy allows nothing else.
 */

const NONCE = "bm9uY2Utbm9uY2Utbm9uY2U=";
const NO_THIRD_PARTIES = { ably: false, maps: false };

/** A page as Next writes it: scripts (inline, external, JSON-LD), a script preload, look-alikes. */
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><link rel="preload" as="script" href="/_next/static/chunks/b.js"/>' +
  '<linkage-not-a-tag></linkage-not-a-tag><script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script type="application/ld+json">{"name":"Saffron \\u003cscript\\u003e"}</script></head>' +
  "<body><p>&lt;script&gt;alert(1)&lt;/script&gt;</p><scripts-not-a-tag></scripts-not-a-tag>" +
  '<script>self.__next_f.push([1,"\\u003cscript>"])</script><script\nid="x">1</script></body></html>';
const PAGE_WITH_NONCES =
  `<!DOCTYPE html><html lang="en"><head><link nonce="${NONCE}" rel="preload" as="script" href="/_next/static/chunks/b.js"/>` +
  `<linkage-not-a-tag></linkage-not-a-tag><script nonce="${NONCE}" src="/_next/static/chunks/a.js" async=""></script>` +
  `<script nonce="${NONCE}" type="application/ld+json">{"name":"Saffron \\u003cscript\\u003e"}</script></head>` +
  "<body><p>&lt;script&gt;alert(1)&lt;/script&gt;</p><scripts-not-a-tag></scripts-not-a-tag>" +
  `<script nonce="${NONCE}">self.__next_f.push([1,"\\u003cscript>"])</script><script nonce="${NONCE}"\nid="x">1</script></body></html>`;

function streamThrough(chunks: string[], nonce = NONCE): string {
  const injector = createNonceInjector(nonce);
  const out = chunks.map((chunk) => injector.push(chunk));
  out.push(injector.end());
  return Buffer.concat(out).toString("utf8");
}

describe("the nonce injector", () => {
  it("adds the nonce to every <script and <link tag and to nothing else", () => {
    expect(injectNonce(PAGE, NONCE)).toBe(PAGE_WITH_NONCES);
  });

  it("gives the same page whatever the chunks, a <script split across two chunks included", () => {
    for (let cut = 0; cut <= PAGE.length; cut += 1) {
      expect(streamThrough([PAGE.slice(0, cut), PAGE.slice(cut)])).toBe(PAGE_WITH_NONCES);
    }
  });

  it("handles a tag split over many one-byte chunks and a page ending in '<script'", () => {
    expect(streamThrough(["<", "s", "c", "r", "i", "p", "t", ">", "x", "</script>"])).toBe(`<script nonce="${NONCE}">x</script>`);
    expect(streamThrough(["a<scri", "pt"])).toBe("a<script");
    expect(streamThrough(["a<scr"])).toBe("a<scr");
    expect(streamThrough(["<lin", "k", " href=x>"])).toBe(`<link nonce="${NONCE}" href=x>`);
  });

  it("gives the same page for any chunking (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: PAGE.length }), { maxLength: 12 }), (cuts) => {
        const points = [0, ...[...cuts].sort((a, b) => a - b), PAGE.length];
        const chunks = points.slice(1).map((point, index) => PAGE.slice(points[index], point));
        expect(streamThrough(chunks)).toBe(PAGE_WITH_NONCES);
      }),
    );
  });

  it("keeps multi-byte characters split across chunks intact", () => {
    const bytes = Buffer.from("<p>مقهى</p><script>1</script>");
    const injector = createNonceInjector(NONCE);
    const out = Buffer.concat([injector.push(bytes.subarray(0, 5)), injector.push(bytes.subarray(5)), injector.end()]);
    expect(out.toString("utf8")).toBe(`<p>مقهى</p><script nonce="${NONCE}">1</script>`);
  });

  it("refuses a nonce that could break out of the attribute", () => {
    expect(() => createNonceInjector('x" onload="alert(1)')).toThrow("base64");
  });
});

describe("the policies", () => {
  it("allows scripts by nonce and what they load, and no framing, plugins or base changes", () => {
    const csp = pageCsp(NONCE, NO_THIRD_PARTIES);
    expect(csp).toContain(`script-src 'nonce-${NONCE}' 'strict-dynamic'`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toContain("unsafe-eval");
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "img-src 'self' data: blob: https:"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("ably");
    expect(csp).not.toContain("googleapis");
  });

  it("lets pages reach Ably when ABLY_API_KEY is set and Google Maps when GOOGLE_MAPS_API_KEY is set", () => {
    const sources = pageSourcesFromEnv({ ABLY_API_KEY: "app.key:secret", GOOGLE_MAPS_API_KEY: " key " });
    expect(sources).toEqual({ ably: true, maps: true });
    const connect =
      pageCsp(NONCE, sources)
        .split("; ")
        .find((directive) => directive.startsWith("connect-src")) ?? "";
    for (const host of [
      "'self'",
      "wss://*.ably.io",
      "https://*.ably.io",
      "wss://*.ably.net",
      "https://*.ably-realtime.com",
      "https://*.googleapis.com",
      "https://*.gstatic.com",
    ]) {
      expect(connect.split(" ")).toContain(host);
    }
    expect(pageSourcesFromEnv({ ABLY_API_KEY: "  ", GOOGLE_MAPS_API_KEY: "" })).toEqual({ ably: false, maps: false });
  });

  it("keeps geolocation for the app's own pages and turns camera, microphone and payment off", () => {
    expect(PERMISSIONS_POLICY.split(", ")).toEqual(
      expect.arrayContaining(["geolocation=(self)", "camera=()", "microphone=()", "payment=()"]),
    );
  });

  it("gives responses that are not pages a policy that loads nothing", () => {
    expect(resourceCsp("application/json")).toBe(RESOURCE_CSP);
    expect(RESOURCE_CSP).toContain("default-src 'none'");
    expect(resourceCsp("application/pdf")).toBe("frame-ancestors 'none'");
  });

  it("lets the service worker fetch this origin and nothing else (its fetches obey its own policy)", () => {
    const directives = WORKER_CSP.split("; ");
    expect(directives).toContain("default-src 'none'");
    expect(directives).toContain("connect-src 'self'");
    expect(directives.filter((directive) => directive.startsWith("connect-src"))).toEqual(["connect-src 'self'"]);
    expect(directives).toContain("frame-ancestors 'none'");
  });

  it("reads Accept-Encoding", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1, *;q=0.1")).toBe(true);
    expect(acceptsGzip("gzip;q=0, br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

afterEach(closeListeners);

/** A stand-in for Next's handler: pages streamed in small chunks (cut inside tags), JSON, a 404 and a sandbox page. */
function fakeNext(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? "/";
  if (url.startsWith("/backend/health")) {
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify({ status: "ok", seen: request.headers["x-forwarded-for"] }));
    return;
  }
  if (url.startsWith("/backend/session/")) {
    // writeHead's flat form, in which a name may come twice.
    response.writeHead(200, ["Content-Type", "application/json", "Set-Cookie", "a=1", "Set-Cookie", "b=2"]);
    response.end("{}");
    return;
  }
  if (url.startsWith("/backend/sandbox/pay/")) {
    // As Hono's Node adapter writes it: writeHead with the headers, then the body.
    response.writeHead(200, { "content-type": "text/html; charset=UTF-8", "cache-control": "no-store" });
    response.end(
      "<!doctype html><html><head><style>body{margin:0}</style></head><body><form method=post><button>Pay</button></form></body></html>",
    );
    return;
  }
  if (url.startsWith("/en/delivery-location/")) {
    // Next's first render of a redirect it caches: the render sets Location, then the new cache
    // entry's headers are appended (issue 25 item 4: `location: /en/cart/` went out twice).
    response.statusCode = 307;
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.setHeader("Location", "/en/cart/");
    response.setHeader("Vary", "rsc");
    response.setHeader("Cache-Control", "s-maxage=30, stale-while-revalidate=30");
    for (const [name, value] of Object.entries({
      location: "/en/cart/",
      vary: "rsc",
      "cache-control": "s-maxage=30, stale-while-revalidate=30",
    })) {
      response.appendHeader(name, value);
    }
    response.appendHeader("Set-Cookie", "a=1");
    response.appendHeader("Set-Cookie", "a=1");
    response.end();
    return;
  }
  if (url.startsWith("/_next/static/")) {
    response.setHeader("Content-Type", "application/javascript; charset=UTF-8");
    response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    response.end(`console.log(${JSON.stringify("x".repeat(4000))});`);
    return;
  }
  response.statusCode = url === "/en/home/" ? 200 : 404;
  response.setHeader("Content-Type", "text/html; charset=utf-8");
  response.setHeader("ETag", '"static-page"');
  response.setHeader("Content-Length", String(Buffer.byteLength(PAGE)));
  response.flushHeaders();
  // Seven-byte chunks: every <script is cut somewhere.
  for (let at = 0; at < PAGE.length; at += 7) response.write(Buffer.from(PAGE.slice(at, at + 7)));
  response.end();
}

function expectCommonHeaders(headers: IncomingHttpHeaders) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
  expect(String(headers["content-security-policy"])).toContain("frame-ancestors 'none'");
}

describe("the front server", () => {
  it("puts the headers on every response and a fresh nonce, in the policy and every script, on pages", async () => {
    const port = await listen(createFrontListener(fakeNext, { trustedProxyCount: 0, sources: NO_THIRD_PARTIES }));
    const first = await get(port, "/en/home/");
    const second = await get(port, "/en/home/");
    expect(first.status).toBe(200);
    expectCommonHeaders(first.headers);
    const nonce = nonceOf(first.headers);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // Next's chunk scripts wait for the first paint (script-deferral.mjs), then every script has the nonce.
    expect(first.body.toString("utf8")).toBe(injectNonce(deferScripts(PAGE), nonce));
    // A new nonce per response, so a page read once cannot be used to run a script later.
    expect(nonceOf(second.headers)).not.toBe(nonce);
    // The body changes per response: an ETag (and a 304) would pair old nonces with a new policy.
    expect(first.headers.etag).toBeUndefined();
    expect(first.headers["content-length"]).toBeUndefined();
    expect(first.headers["strict-transport-security"]).toBeUndefined();
  });

  it("puts the headers on the API, on static files and on the not-found page", async () => {
    const port = await listen(createFrontListener(fakeNext, { trustedProxyCount: 0, sources: NO_THIRD_PARTIES }));
    const health = await get(port, "/backend/health/");
    expectCommonHeaders(health.headers);
    expect(health.headers["content-security-policy"]).toBe(RESOURCE_CSP);
    expect(JSON.parse(health.body.toString("utf8"))).toEqual({ status: "ok", seen: "127.0.0.1" });
    const asset = await get(port, "/_next/static/chunks/a.js");
    expectCommonHeaders(asset.headers);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const missing = await get(port, "/en/nothing/");
    expect(missing.status).toBe(404);
    expect(missing.body.toString("utf8")).toContain(`<script nonce="${nonceOf(missing.headers)}"`);
  });

  it("does not let the sandbox payment page be framed", async () => {
    const port = await listen(createFrontListener(fakeNext, { trustedProxyCount: 0, sources: NO_THIRD_PARTIES }));
    const page = await get(port, "/backend/sandbox/pay/ref-1/");
    expect(page.status).toBe(200);
    expectCommonHeaders(page.headers);
    expect(page.headers["cache-control"]).toBe("no-store");
    // Its inline <style> is allowed; it has no script.
    expect(String(page.headers["content-security-policy"])).toContain("style-src 'self' 'unsafe-inline'");
  });

  it("sends a redirect Next rendered for the first time with one Location, as every field that is sent once", async () => {
    const port = await listen(createFrontListener(fakeNext, { trustedProxyCount: 0, sources: NO_THIRD_PARTIES }));
    const redirect = await get(port, "/en/delivery-location/");
    expect(redirect.status).toBe(307);
    expect(headerLines(redirect, "location")).toEqual(["/en/cart/"]);
    expect(headerLines(redirect, "content-type")).toEqual(["text/html; charset=utf-8"]);
    expect(headerLines(redirect, "cache-control")).toHaveLength(1);
    expect(headerLines(redirect, "vary")).toEqual(["rsc, Accept-Encoding"]);
    // Each cookie is a header line of its own, even the same one twice.
    expect(headerLines(redirect, "set-cookie")).toEqual(["a=1", "a=1"]);
    expect(headerLines(await get(port, "/backend/session/"), "set-cookie")).toEqual(["a=1", "b=2"]);
  });

  it("gzips pages after writing the nonces, and static files, when the browser accepts gzip", async () => {
    const port = await listen(createFrontListener(fakeNext, { trustedProxyCount: 0, sources: NO_THIRD_PARTIES }));
    const page = await get(port, "/en/home/", { "Accept-Encoding": "gzip, br" });
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(page.headers.vary).toContain("Accept-Encoding");
    expect(gunzipSync(page.body).toString("utf8")).toBe(injectNonce(deferScripts(PAGE), nonceOf(page.headers)));
    const asset = await get(port, "/_next/static/chunks/a.js", { "Accept-Encoding": "gzip" });
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(asset.body).toString("utf8")).toContain("console.log");
    // Small JSON is not worth a gzip stream.
    expect((await get(port, "/backend/health/", { "Accept-Encoding": "gzip" })).headers["content-encoding"]).toBeUndefined();
  });

  it("sends HSTS only when a trusted proxy says the request came over https", async () => {
    const direct = await listen(createFrontListener(fakeNext, { trustedProxyCount: 0, sources: NO_THIRD_PARTIES }));
    // Without a trusted proxy the header is the client's word: ignored.
    expect((await get(direct, "/backend/health/", { "X-Forwarded-Proto": "https" })).headers["strict-transport-security"]).toBeUndefined();
    await closeListeners();
    const proxied = await listen(createFrontListener(fakeNext, { trustedProxyCount: 1, sources: NO_THIRD_PARTIES }));
    expect((await get(proxied, "/backend/health/", { "X-Forwarded-Proto": "https" })).headers["strict-transport-security"]).toBe(HSTS);
    expect((await get(proxied, "/en/home/", { "X-Forwarded-Proto": "http" })).headers["strict-transport-security"]).toBeUndefined();
  });

  it("hands Next a decodable path for a path that is not UTF-8 (it answered 500), which no page matches", async () => {
    const seen: string[] = [];
    const port = await listen(
      createFrontListener(
        (request, response) => {
          seen.push(request.url ?? "");
          fakeNext(request, response);
        },
        { trustedProxyCount: 0, sources: NO_THIRD_PARTIES },
      ),
    );
    expect((await get(port, "/%ff%fe/")).status).toBe(404);
    expect((await get(port, "/en/product/%ff/?q=%ff")).status).toBe(404);
    expect(seen).toEqual(["/%EF%BF%BD%EF%BF%BD/", "/en/product/%EF%BF%BD/?q=%ff"]);
  });

  it("answers 500 without a stack when the handler throws, headers included", async () => {
    const port = await listen(
      createFrontListener(
        () => {
          throw new Error("boom");
        },
        { trustedProxyCount: 0, sources: NO_THIRD_PARTIES },
      ),
    );
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = await get(port, "/en/home/");
    spy.mockRestore();
    expect(answer.status).toBe(500);
    expect(answer.body.toString("utf8")).toBe("Internal Server Error");
    expectCommonHeaders(answer.headers);
  });
});
