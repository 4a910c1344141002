import type { IncomingMessage, ServerResponse } from "node:http";
import { createFrontListener } from "../http/front-server";
import { createPageCache } from "../http/page-cache";
import { closeListeners, get, listen } from "../test/front-harness";
import { installFrontHooks } from "./front-hooks";
import { createLogger } from "./logger";
import { processMetrics } from "./metrics";

/**
 * Issue 27 item 3, the front server's side: every answer carries an X-Request-Id (a trusted proxy's
 * when well formed), each page request is one log line and one duration under a coarse pattern with
 * no token or query, /backend is left to the venue API, and kept pages count as hits and misses.
 */
const lines: Record<string, unknown>[] = [];
installFrontHooks(createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }));

const SOURCES = { ably: false, maps: false };
const PAGE = "<!DOCTYPE html><html><head></head><body><h1>Menu</h1></body></html>";

/** Next as the front server sees it: pages from its cache, /en/order/ per guest, /en/broken/ a 500. */
function fakeNext(request: IncomingMessage, response: ServerResponse) {
  response.setHeader("Content-Type", "text/html; charset=utf-8");
  if (request.url?.startsWith("/en/order/")) {
    response.setHeader("Cache-Control", "private, no-store");
  } else {
    response.setHeader("Cache-Control", "s-maxage=30, stale-while-revalidate=30");
    response.setHeader("x-nextjs-cache", "HIT");
  }
  response.statusCode = request.url?.startsWith("/en/broken/") ? 500 : 200;
  response.end(PAGE);
}

async function front(trustedProxyCount = 0) {
  return listen(createFrontListener(fakeNext, { trustedProxyCount, sources: SOURCES, pages: createPageCache() }));
}

/** The 'finish' of the server's response and the client's end of body race: wait for the line. */
async function lineCount(count: number): Promise<Record<string, unknown>[]> {
  for (let turn = 0; turn < 1000 && lines.length < count; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  return lines;
}

const sample = async (series: string) => {
  const text = await processMetrics().registry.metrics();
  const row = text.split("\n").find((line) => line.startsWith(`${series} `));
  return row ? Number(row.slice(series.length + 1)) : 0;
};

beforeEach(() => {
  lines.length = 0;
});
afterEach(closeListeners);

describe("the front server's request logs and metrics", () => {
  it("a table link: one line with a pattern, never the token, the query or the cookie", async () => {
    const port = await front();
    const answer = await get(port, "/t/tokensecret4711/?phone=%2B971509998877", { Cookie: "NEXT_LOCALE=en; s=cookiesecret4712" });
    expect(answer.status).toBe(200);
    const [line] = await lineCount(1);
    expect(line).toMatchObject({ kind: "page", method: "GET", route: "/t/:id/", status: 200, req_id: answer.headers["x-request-id"] });
    expect(typeof line?.duration_ms).toBe("number");
    for (const secret of ["tokensecret4711", "971509998877", "cookiesecret4712", "phone"])
      expect(JSON.stringify(line)).not.toContain(secret);
    const metrics = await processMetrics().registry.metrics();
    expect(metrics).toContain('route="/t/:id/"');
    expect(metrics).not.toContain("tokensecret4711");
  });

  it("a page's status and pattern go into the duration histogram", async () => {
    const port = await front();
    const series = 'carte_http_request_duration_seconds_count{method="GET",route="/:lang/:id/",status_class="5xx"}';
    const before = await sample(series);
    expect((await get(port, "/en/broken/")).status).toBe(500);
    await lineCount(1);
    expect(await sample(series)).toBe(before + 1);
  });

  it("leaves /backend to the venue API's own line", async () => {
    const port = await front();
    await get(port, "/backend/en/api/order/00000000-0000-4000-8000-000000000000/");
    await get(port, "/en/home/");
    const logged = await lineCount(2);
    expect(logged.map((line) => line.route)).toEqual(["/:lang/home/"]);
  });

  it("counts kept pages: the first request a miss, the next a hit", async () => {
    const port = await front();
    const [hits, misses] = [await sample('carte_page_cache_total{result="hit"}'), await sample('carte_page_cache_total{result="miss"}')];
    const first = await get(port, "/en/category/7/");
    const second = await get(port, "/en/category/7/");
    expect(await sample('carte_page_cache_total{result="miss"}')).toBe(misses + 1);
    expect(await sample('carte_page_cache_total{result="hit"}')).toBe(hits + 1);
    // The kept page is sent with its own request's id, not the first one's.
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    // A page for one guest is neither.
    await get(port, "/en/order/6f1c0a4e-8b7d-4a55-9a39-0d1f6c2b9e11/");
    expect(await sample('carte_page_cache_total{result="miss"}')).toBe(misses + 1);
    expect(await sample('carte_page_cache_total{result="hit"}')).toBe(hits + 1);
  });

  it("adopts a well-formed X-Request-Id only from a trusted proxy", async () => {
    const id = "0123456789abcdef0123456789abcdef";
    const direct = await get(await front(0), "/en/home/", { "X-Request-Id": id });
    expect(direct.headers["x-request-id"]).not.toBe(id);
    expect(direct.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const proxied = await get(await front(1), "/en/home/", { "X-Request-Id": id, "X-Forwarded-For": "203.0.113.5" });
    expect(proxied.headers["x-request-id"]).toBe(id);
    const malformed = await get(await front(1), "/en/home/", { "X-Request-Id": 'a b"c', "X-Forwarded-For": "203.0.113.5" });
    expect(malformed.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
