import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import { LANGUAGE_COOKIE } from "@/i18n/routing";
import { submittedFormsCookieName } from "@/lib/forms/submitted-forms";
import { closeListeners, get, listen, nonceOf } from "../test/front-harness";
import { createFrontListener } from "./front-server";
import { injectNonce } from "./nonce-injector";
import { createPageCache, forgetFrontPages, isProxyCookie } from "./page-cache";
import { PAGE_CACHE_CONTROL } from "./security-headers";

/**
 * Issue 13: a page Next serves from its cache is kept by the front server for two seconds and sent
 * again without asking Next, each time with its own nonce; anything that can change the page (host,
 * URL, the proxy's cookies, a venue change) asks Next again, and nothing personal is ever kept.
 */

const SOURCES = { ably: false, maps: false };
const PAGE =
  '<!DOCTYPE html><html><head><script src="/a.js"></script></head><body><h1>Home</h1><script>self.__next_f.push([1,"x"])</script></body></html>';

interface Handled {
  url: string;
  host: string;
}

/** Next as the front server sees it: cached pages (HIT), a fresh render (MISS), a dynamic page, a stale one, a cookie setter. */
function fakeNext(calls: Handled[]) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? "/";
    calls.push({ url, host: String(request.headers.host) });
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    if (url.startsWith("/en/order/")) {
      response.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
    } else if (url.startsWith("/en/shared/")) {
      // A page another instance rendered, read from the shared cache: Next knew no lifetime for it.
      response.setHeader("x-nextjs-cache", "HIT");
    } else {
      response.setHeader("Cache-Control", "s-maxage=30, stale-while-revalidate=30");
      response.setHeader("x-nextjs-cache", url.startsWith("/en/stale/") ? "STALE" : url.startsWith("/en/new/") ? "MISS" : "HIT");
    }
    if (url.startsWith("/en/cookie/")) response.setHeader("Set-Cookie", "a=b");
    response.statusCode = url.startsWith("/en/missing/") ? 404 : 200;
    // Written in pieces, as Next streams: the kept page is the whole of them.
    const page = PAGE.replace("Home", `${request.headers.host} ${url} ${calls.length}`);
    response.write(page.slice(0, 40));
    response.end(page.slice(40));
  };
}

async function frontWith(options: { now?: () => number } = {}) {
  const calls: Handled[] = [];
  const pages = createPageCache(options);
  const port = await listen(createFrontListener(fakeNext(calls), { trustedProxyCount: 0, sources: SOURCES, pages }));
  return { calls, port, pages };
}

afterEach(closeListeners);

describe("the front server's kept pages", () => {
  it("sends a cached page again without Next, with a fresh nonce in the policy and every script, gzipped or not", async () => {
    const { calls, port } = await frontWith();
    const first = await get(port, "/en/home/", { "Accept-Encoding": "gzip" });
    const second = await get(port, "/en/home/", { "Accept-Encoding": "gzip" });
    const plain = await get(port, "/en/home/");
    expect(calls).toHaveLength(1);
    const page = injectNonce(PAGE.replace("Home", `127.0.0.1:${port} /en/home/ 1`), "NONCE");
    expect(gunzipSync(first.body).toString("utf8")).toBe(page.replaceAll("NONCE", nonceOf(first.headers)));
    expect(gunzipSync(second.body).toString("utf8")).toBe(page.replaceAll("NONCE", nonceOf(second.headers)));
    expect(plain.body.toString("utf8")).toBe(page.replaceAll("NONCE", nonceOf(plain.headers)));
    expect(new Set([first, second, plain].map((answer) => nonceOf(answer.headers))).size).toBe(3);
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(second.headers.vary).toContain("Accept-Encoding");
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
    expect(second.headers["cache-control"]).toBe(PAGE_CACHE_CONTROL);
    expect(second.headers["x-nextjs-cache"]).toBe("HIT");
    expect(second.headers.etag).toBeUndefined();
  });

  // Issue 25 item 3: pages went out with Next's `s-maxage=30, stale-while-revalidate=30` and a nonce
  // made for that response; a CDN would have handed that nonce to every guest for up to a minute.
  it("marks every page for the browser alone, rendered, kept or read from the shared cache, and still keeps Next's shared pages", async () => {
    const { calls, port } = await frontWith();
    const rendered = await get(port, "/en/new/");
    const kept = await get(port, "/en/new/");
    const keptGzipped = await get(port, "/en/new/", { "Accept-Encoding": "gzip" });
    expect(calls).toHaveLength(1);
    const shared = await get(port, "/en/shared/");
    for (const answer of [rendered, kept, keptGzipped, shared]) {
      expect(answer.headers["cache-control"]).toBe("private, no-cache");
      expect(nonceOf(answer.headers)).toBeTruthy();
    }
    // A guest's own page keeps Next's no-store.
    const personal = await get(port, "/en/order/5e5a1c1e-0000-4000-8000-000000000000/");
    expect(personal.headers["cache-control"]).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
  });

  it("keeps a page per host, path and query, and per value of the cookies the proxy reads", async () => {
    const { calls, port } = await frontWith();
    const forms = submittedFormsCookieName("demo");
    const requests: [string, Record<string, string>][] = [
      ["/en/home/", {}],
      ["/en/home/", { Host: "cafe.example" }],
      ["/en/home/?from=search", {}],
      ["/", { Cookie: `${LANGUAGE_COOKIE}=ar` }],
      ["/", { Cookie: `${LANGUAGE_COOKIE}=fr` }],
      ["/", { Cookie: `${forms}=1.3` }],
      ["/", { Cookie: `${forms}=1` }],
    ];
    for (const [path, headers] of requests) await get(port, path, headers);
    for (const [path, headers] of requests) await get(port, path, headers);
    expect(calls).toHaveLength(requests.length);
    // Other cookies (analytics, the cart's) are nobody's page: the same kept page for all.
    await get(port, "/en/home/", { Cookie: "_ga=GA1.1.1; other=2" });
    expect(calls).toHaveLength(requests.length);
  });

  it("never keeps what is not Next's cached page for everyone", async () => {
    const { calls, port } = await frontWith();
    const uncached: [string, Record<string, string>, string?][] = [
      ["/en/order/5e5a1c1e-0000-4000-8000-000000000000/", {}],
      ["/en/stale/", {}],
      ["/en/cookie/", {}],
      ["/en/missing/", {}],
      ["/en/home/", { RSC: "1" }],
      ["/en/home/", { "Next-Router-Prefetch": "1" }],
      ["/en/home/", { Cookie: "__prerender_bypass=1" }],
      ["/en/home/", { Authorization: "Basic eDp5" }],
      ["/en/home/", {}, "HEAD"],
    ];
    for (const [path, headers, method] of uncached) await get(port, path, headers, method);
    for (const [path, headers, method] of uncached) await get(port, path, headers, method);
    expect(calls).toHaveLength(uncached.length * 2);
  });

  it("keeps a fresh render (MISS) too, and a page for search engines apart from the one for guests", async () => {
    const { calls, port } = await frontWith();
    await get(port, "/en/new/");
    await get(port, "/en/new/");
    await get(port, "/en/new/", { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await get(port, "/en/new/", { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    expect(calls).toHaveLength(2);
  });

  it("asks Next again after two seconds", async () => {
    let now = 1_000_000;
    const { calls, port } = await frontWith({ now: () => now });
    await get(port, "/en/home/");
    now += 1_999;
    await get(port, "/en/home/");
    expect(calls).toHaveLength(1);
    now += 1;
    const third = await get(port, "/en/home/");
    expect(calls).toHaveLength(2);
    expect(third.body.toString("utf8")).toContain("/en/home/ 2");
  });

  it("forgets every page when a venue changes, and does not keep a page Next was answering meanwhile", async () => {
    const { calls, port, pages } = await frontWith();
    await get(port, "/en/home/");
    forgetFrontPages();
    expect(pages.size).toBe(0);
    await get(port, "/en/home/");
    expect(calls).toHaveLength(2);

    const response = {
      getHeader: (name: string) => ({ "content-type": "text/html", "x-nextjs-cache": "HIT", "cache-control": "s-maxage=30" })[name],
      getHeaders: () => ({}),
      hasHeader: () => false,
    };
    const recorder = pages.recorder("in-flight", 200, response as unknown as ServerResponse);
    recorder?.push(Buffer.from(PAGE));
    forgetFrontPages();
    recorder?.end();
    expect(pages.find("in-flight")).toBeNull();
  });

  it("lets the oldest pages go past its size", async () => {
    const pages = createPageCache({ maxBytes: PAGE.length * 2 * 2 });
    const response = {
      getHeader: (name: string) => ({ "content-type": "text/html", "x-nextjs-cache": "HIT", "cache-control": "s-maxage=30" })[name],
      getHeaders: () => ({}),
      hasHeader: () => false,
    } as unknown as ServerResponse;
    for (const key of ["a", "b", "c"]) {
      const recorder = pages.recorder(key, 200, response);
      recorder?.push(Buffer.from(PAGE));
      recorder?.end();
    }
    expect([pages.find("a"), pages.find("b") !== null, pages.find("c") !== null]).toEqual([null, true, true]);
  });

  it("reads the same cookies as the proxy", () => {
    expect(isProxyCookie(LANGUAGE_COOKIE)).toBe(true);
    expect(isProxyCookie(submittedFormsCookieName("demo"))).toBe(true);
    expect(isProxyCookie(submittedFormsCookieName("9550"))).toBe(true);
    expect(isProxyCookie("_ga")).toBe(false);
  });
});
