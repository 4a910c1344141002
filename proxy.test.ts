import { readFileSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { startTestApi, type TestApi } from "@/server/test/harness";
import type { VenueFileInput } from "@/server/venue/venue-file";
import { decodeOriginSegment } from "@/lib/venue/site-path";
import { forgetVenueSites } from "@/lib/venue/site-resolver";
import { parseLocationCookie } from "@/lib/domain/location-link";
import { encodeLocationToken } from "@/lib/domain/location-token";
import { DEFAULT_LOCATION_TOKEN_SALT } from "@/lib/config/settings";
import { proxy } from "./proxy";

// Issue 13 item 1: the proxy maps each host to its venue's licence and rewrites to the licence's
// internal segment, against the real venue API (the demo venue, and a copy on another host and
// licence with Arabic as its default).

const demo = JSON.parse(readFileSync(path.join(process.cwd(), "server/seed/venues/demo.json"), "utf8")) as VenueFileInput;
const other: VenueFileInput = {
  ...demo,
  license: "p13other",
  default_language: "ar",
  custom_domains: ["other.localhost"],
  menu: { ...demo.menu, id: 91301, forms: [] },
};

let api: TestApi;
const environment = { API_URL: process.env.API_URL, DEFAULT_LICENSE: process.env.DEFAULT_LICENSE, PUBLIC_URL: process.env.PUBLIC_URL };

beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(demo);
  await api.importVenue(other);
  process.env.API_URL = api.baseUrl;
  delete process.env.DEFAULT_LICENSE;
  delete process.env.PUBLIC_URL;
}, 60_000);

afterAll(async () => {
  Object.assign(process.env, environment);
  await api.close();
});

beforeEach(() => forgetVenueSites());

function request(url: string, cookie?: string): NextRequest {
  return new NextRequest(url, { headers: cookie ? { cookie } : {} });
}

/** The internal path a request was rewritten to, its origin segment decoded. */
async function rewrittenPath(url: string, cookie?: string): Promise<string> {
  const answer = await proxy(request(url, cookie));
  const target = answer.headers.get("x-middleware-rewrite");
  if (!target) throw new Error(`not rewritten: ${answer.status} ${answer.headers.get("location")}`);
  const [, licence, origin, ...rest] = new URL(target).pathname.split("/");
  return `/${licence}/${decodeOriginSegment(origin ?? "")}/${rest.join("/")}`;
}

describe("the proxy's licence segment", () => {
  test("each host's pages are rewritten under its own licence, with its own origin", async () => {
    expect(await rewrittenPath("http://demo.localhost:3000/en/product/5/")).toBe("/demo/http://demo.localhost:3000/en/product/5/");
    expect(await rewrittenPath("http://other.localhost:3000/ar/product/5/")).toBe("/p13other/http://other.localhost:3000/ar/product/5/");
  });

  test("a path naming another licence's internal segment stays under the host's own licence", async () => {
    expect(await rewrittenPath("http://other.localhost/en/demo/aHR0cDovL2RlbW8ubG9jYWxob3N0/en/home/", "NEXT_LOCALE=ar")).toBe(
      "/p13other/http://other.localhost/en/demo/aHR0cDovL2RlbW8ubG9jYWxob3N0/en/home/",
    );
  });

  test("a host without a venue is served as licence none, under one origin whatever its name (issue 25 item 2)", async () => {
    expect(await rewrittenPath("http://nobody.localhost/en/home/")).toBe("/none/http://unlicensed.invalid/en/home/");
    expect(await rewrittenPath("http://made-up-1.example/en/home/")).toBe("/none/http://unlicensed.invalid/en/home/");
  });

  test("an API that does not answer is the error screen, not licence none (issue 26 item 5)", async () => {
    const base = process.env.API_URL;
    // Port 9 (discard) on the loopback: nothing listens, the connection is refused.
    process.env.API_URL = "http://127.0.0.1:9/backend";
    try {
      const answer = await proxy(request("http://demo.localhost/ar/home/"));
      expect(new URL(answer.headers.get("x-middleware-rewrite") ?? "http://x/").pathname).toBe("/~unavailable/ar/");
      process.env.DEFAULT_LICENSE = "demo";
      forgetVenueSites();
      const withLicence = await proxy(request("http://demo.localhost/en/home/"));
      expect(new URL(withLicence.headers.get("x-middleware-rewrite") ?? "http://x/").pathname).toBe("/~unavailable/en/");
    } finally {
      process.env.API_URL = base;
      delete process.env.DEFAULT_LICENSE;
    }
    forgetVenueSites();
    expect(await rewrittenPath("http://demo.localhost:3000/en/home/")).toBe("/demo/http://demo.localhost:3000/en/home/");
  });

  test("DEFAULT_LICENSE serves its venue on every host", async () => {
    process.env.DEFAULT_LICENSE = "demo";
    try {
      expect(await rewrittenPath("http://other.localhost/en/home/")).toBe("/demo/http://other.localhost/en/home/");
    } finally {
      delete process.env.DEFAULT_LICENSE;
    }
  });
});

describe("languages (000 section 4)", () => {
  test("an unprefixed path without a stored language goes to the venue's default when it is another", async () => {
    const answer = await proxy(request("http://other.localhost/home/?x=1"));
    expect(answer.status).toBe(307);
    expect(answer.headers.get("location")).toBe("http://other.localhost/ar/home/?x=1");
    expect(await rewrittenPath("http://demo.localhost/home/")).toBe("/demo/http://demo.localhost/en/home/");
  });

  test("the stored language serves an unprefixed path; a language the venue lacks goes to its default", async () => {
    expect(await rewrittenPath("http://demo.localhost/home/", "NEXT_LOCALE=de")).toBe("/demo/http://demo.localhost/de/home/");
    const answer = await proxy(request("http://demo.localhost/ja/category/3/"));
    expect(answer.headers.get("location")).toBe("http://demo.localhost/en/category/3/");
  });

  test("a path without its trailing slash is sent to the one with it", async () => {
    const answer = await proxy(request("http://demo.localhost/en/home?q=1"));
    expect(answer.status).toBe(308);
    expect(answer.headers.get("location")).toBe("http://demo.localhost/en/home/?q=1");
  });
});

describe("what the request says beyond its path", () => {
  test("a product opened from search is the per-request variant; the plain product the cached page", async () => {
    expect(await rewrittenPath("http://demo.localhost/en/product/5/?from=search&q=tea")).toBe(
      "/demo/http://demo.localhost/en/product/5/from-search/",
    );
    expect(await rewrittenPath("http://demo.localhost/en/product/5/?q=tea")).toBe("/demo/http://demo.localhost/en/product/5/");
  });

  test("the landing of a browser that submitted forms is the page of that set, read from the venue's own cookie", async () => {
    expect(await rewrittenPath("http://demo.localhost/en/", "carte_forms_demo=7.3")).toBe(
      "/demo/http://demo.localhost/en/submitted-forms/3.7/",
    );
    expect(await rewrittenPath("http://demo.localhost/en/", "carte_forms_p13other=7")).toBe("/demo/http://demo.localhost/en/");
    expect(await rewrittenPath("http://demo.localhost/en/home/", "carte_forms_demo=7")).toBe("/demo/http://demo.localhost/en/home/");
  });

  test("Next's router headers reach the page as the browser sent them (a changed Next-Url fails Next's _rsc check: a 307 loop)", async () => {
    const nextUrl = "/demo/aHR0cDovL2RlbW8ubG9jYWxob3N0/en/cart";
    const answer = await proxy(
      new NextRequest("http://demo.localhost/en/product/5/?_rsc=abc", { headers: { rsc: "1", "next-url": nextUrl } }),
    );
    expect(answer.headers.get("x-middleware-rewrite")).toContain("/en/product/5/");
    // The rewrite overrides no request header, so Next passes on every one as the browser sent it.
    expect(answer.headers.get("x-middleware-override-headers")).toBeNull();
  });
});

// Issue 24 item 6: "Opening /t/{token} and going on within about a second (while it shows Loading) ...
// the order is sent as takeaway with no table". The link is answered by the server, with the place in
// a cookie, before any page loads.
describe("table, room and area links", () => {
  const salt = process.env.LOCATION_TOKEN_SALT ?? DEFAULT_LOCATION_TOKEN_SALT;

  test("a table link is a 303 to home that stores table 3 in a host-only cookie, never in a shared cache", async () => {
    const token = encodeLocationToken("t", 3, salt) ?? "";
    const answer = await proxy(request(`http://demo.localhost:3000/t/${token}/`));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("http://demo.localhost:3000/en/home/");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const cookie = answer.headers.get("set-cookie") ?? "";
    expect(cookie).toBe(`carte_location=t.${token}.3; Path=/; Max-Age=3600; SameSite=Lax`);
    expect(parseLocationCookie(/^carte_location=([^;]*)/.exec(cookie)?.[1])).toEqual({
      kind: "t",
      token,
      orderLocation: "3",
      orderLocationType: "Table",
    });
    expect(cookie).not.toMatch(/Domain=/i);
  });

  test("a room link in Arabic, an area link and a link behind a custom-domain prefix land on that language's home", async () => {
    const room = await proxy(request(`http://demo.localhost:3000/ar/r/${encodeLocationToken("r", 305, salt) ?? ""}/`));
    expect([room.status, room.headers.get("location")]).toEqual([303, "http://demo.localhost:3000/ar/home/"]);
    expect(room.headers.get("set-cookie")).toContain(".305;");
    const area = await proxy(request(`http://demo.localhost:3000/a/${encodeLocationToken("a", "Pool bar", salt) ?? ""}/`));
    expect(area.headers.get("set-cookie")).toContain(".Pool%20bar;");
    const behindTls = new NextRequest(`http://demo.localhost/en/lobby/t/${encodeLocationToken("t", 5, salt) ?? ""}/`, {
      headers: { "x-forwarded-proto": "https" },
    });
    const prefixed = await proxy(behindTls);
    expect(prefixed.status).toBe(303);
    expect(prefixed.headers.get("set-cookie")).toMatch(/; Secure$/);
  });

  test("a token this app did not issue, or a path after the token, goes on to the page (not found), with no cookie", async () => {
    for (const path of [
      "/t/notatoken/",
      `/en/t/${encodeLocationToken("t", 3, "another-salt") ?? ""}/`,
      `/t/${encodeLocationToken("t", 3, salt) ?? ""}/x/`,
    ]) {
      const answer = await proxy(request(`http://demo.localhost:3000${path}`));
      expect(answer.headers.get("x-middleware-rewrite")).not.toBeNull();
      expect(answer.headers.get("set-cookie")).toBeNull();
    }
  });
});
