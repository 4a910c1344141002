import { createServer, request as httpRequest, type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import type { AppEnv } from "../deps";
import {
  clientAddress,
  headerEntries,
  normaliseAddress,
  parseTrustedProxyCount,
  rateLimitKeyOf,
  requestIsHttps,
} from "../http/client-address";
import { createFrontListener, prepareExchange } from "../http/front-server";
import { clientKey } from "../routes/rate-limit";

/**
 * Issue 10 item 16: rate limits were keyed on the first X-Forwarded-For entry, so a fresh header per
 * request was a fresh bucket. The client address is now the socket's peer, or with
 * TRUSTED_PROXY_COUNT proxies the entry that many hops from the right, and it replaces every
 * X-Forwarded-For before Next or the venue API reads the request.
 */

const NO_THIRD_PARTIES = { ably: false, maps: false };
const KEY = "k".repeat(43);

describe("the client address rule", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress({ socketAddress: "203.0.113.9", forwardedFor: "198.51.100.1", trustedProxyCount: 0 })).toBe("203.0.113.9");
    expect(clientAddress({ socketAddress: "::ffff:203.0.113.9", forwardedFor: undefined, trustedProxyCount: 0 })).toBe("203.0.113.9");
  });

  it("with one proxy is the entry the proxy appended, not the ones the client wrote", () => {
    // The client sent "X-Forwarded-For: 1.1.1.1, 2.2.2.2"; the proxy appended the address it saw.
    const forwardedFor = "1.1.1.1, 2.2.2.2, 203.0.113.9";
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor, trustedProxyCount: 1 })).toBe("203.0.113.9");
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor, trustedProxyCount: 2 })).toBe("2.2.2.2");
    // Repeated headers are one list, in order.
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: ["1.1.1.1", "203.0.113.9"], trustedProxyCount: 1 })).toBe(
      "203.0.113.9",
    );
  });

  it("falls back to the leftmost entry with fewer entries than proxies, and to the socket without any", () => {
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: "203.0.113.9", trustedProxyCount: 3 })).toBe("203.0.113.9");
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: undefined, trustedProxyCount: 1 })).toBe("10.0.0.2");
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: "1.1.1.1, not-an-ip", trustedProxyCount: 1 })).toBe("10.0.0.2");
  });

  it("normalises ports, brackets, IPv4-mapped IPv6 and case", () => {
    expect(normaliseAddress("203.0.113.9:51234")).toBe("203.0.113.9");
    expect(normaliseAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(normaliseAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normaliseAddress("unknown")).toBeNull();
    expect(headerEntries(" a , ,b ")).toEqual(["a", "b"]);
  });

  it("counts IPv4 as it is and IPv6 as its /64, whatever the notation (issue 25)", () => {
    const keys = (addresses: string[]) => [...new Set(addresses.map(rateLimitKeyOf))];
    expect(
      keys(["2001:db8:25:64::1", "2001:0DB8:0025:0064:ffff:ffff:ffff:ffff", "[2001:db8:25:64::7]:443", "2001:db8:25:64:1:2:3:4"]),
    ).toEqual(["2001:db8:25:64::/64"]);
    expect(rateLimitKeyOf("2001:db8:25:65::1")).toBe("2001:db8:25:65::/64");
    expect(rateLimitKeyOf("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKeyOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateLimitKeyOf("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    expect(keys(["203.0.113.9", "203.0.113.9:5123", "::ffff:203.0.113.9", "::ffff:cb00:7109"])).toEqual(["203.0.113.9"]);
    expect(rateLimitKeyOf("203.0.113.10")).toBe("203.0.113.10");
    expect(rateLimitKeyOf("local")).toBe("local");
  });

  it("reads TRUSTED_PROXY_COUNT as a whole number, unset being 0", () => {
    expect(parseTrustedProxyCount(undefined)).toBe(0);
    expect(parseTrustedProxyCount(" ")).toBe(0);
    expect(parseTrustedProxyCount(" 2 ")).toBe(2);
    for (const bad of ["-1", "1.5", "one", "21", "1e1"]) {
      expect(() => parseTrustedProxyCount(bad)).toThrow(
        `TRUSTED_PROXY_COUNT must be a whole number from 0 to 20 (the proxies in front of the app), not "${bad}".`,
      );
    }
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", () => {
    expect(requestIsHttps({ encrypted: false, forwardedProto: "https", trustedProxyCount: 0 })).toBe(false);
    expect(requestIsHttps({ encrypted: false, forwardedProto: "https", trustedProxyCount: 1 })).toBe(true);
    expect(requestIsHttps({ encrypted: false, forwardedProto: "https, http", trustedProxyCount: 1 })).toBe(false);
    expect(requestIsHttps({ encrypted: true, forwardedProto: undefined, trustedProxyCount: 0 })).toBe(true);
  });
});

let server: ReturnType<typeof createServer> | null = null;

afterEach(async () => {
  const closing = server;
  server = null;
  if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
});

async function listen(listener: RequestListener): Promise<number> {
  const started = createServer(listener);
  server = started;
  await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", () => resolve()));
  return (started.address() as AddressInfo).port;
}

/** A GET with raw headers (fetch would not send two X-Forwarded-For headers). */
function get(port: number, headers: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    // With raw headers Node adds no Host of its own.
    const call = httpRequest(
      { host: "127.0.0.1", port, path: "/backend/whoami/", headers: ["Host", `127.0.0.1:${port}`, ...headers] },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve(body));
      },
    );
    call.on("error", reject);
    call.end();
  });
}

/** What Next reads: every x-forwarded-for of the request, in headers and in rawHeaders. */
function echoForwardedFor(request: IncomingMessage, response: ServerResponse) {
  const raw = request.rawHeaders.filter(
    (_, index) => index % 2 === 0 && request.rawHeaders[index]?.toLowerCase() === "x-forwarded-for",
  ).length;
  response.setHeader("Content-Type", "application/json");
  response.end(JSON.stringify({ header: request.headers["x-forwarded-for"], rawCount: raw }));
}

describe("the front server of npm start", () => {
  it("overwrites a forged X-Forwarded-For with the socket's address when no proxy is trusted", async () => {
    const port = await listen(createFrontListener(echoForwardedFor, { trustedProxyCount: 0, sources: NO_THIRD_PARTIES }));
    const answers = await Promise.all(
      ["198.51.100.1", "198.51.100.2", "198.51.100.3"].map((forged) =>
        get(port, ["X-Forwarded-For", forged, "X-Forwarded-For", "192.0.2.7"]),
      ),
    );
    // Three forged addresses, one client: one bucket.
    for (const answer of answers) expect(JSON.parse(answer)).toEqual({ header: "127.0.0.1", rawCount: 1 });
  });

  it("believes the guest address the app's own server-side calls name only with the internal key, and drops the header", async () => {
    const echoBoth = (request: IncomingMessage, response: ServerResponse) => {
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify({ header: request.headers["x-forwarded-for"], named: request.headers["x-carte-guest-address"] ?? null }));
    };
    const port = await listen(createFrontListener(echoBoth, { trustedProxyCount: 0, sources: NO_THIRD_PARTIES, internalKey: KEY }));
    // With the key, as the guest app's server calls its own API: the guest's own bucket.
    const keyed = ["X-Carte-Internal-Key", KEY];
    expect(JSON.parse(await get(port, [...keyed, "X-Carte-Guest-Address", "203.0.113.9"]))).toEqual({ header: "203.0.113.9", named: null });
    expect(JSON.parse(await get(port, [...keyed, "X-Carte-Guest-Address", "not-an-address"]))).toEqual({
      header: "127.0.0.1",
      named: null,
    });
    // Being on this machine is not enough (issue 25 item 1): a browser here, or a proxy beside the app
    // passing on what a client wrote, names no one.
    expect(JSON.parse(await get(port, ["X-Carte-Guest-Address", "203.0.113.9"]))).toEqual({ header: "127.0.0.1", named: null });
    expect(JSON.parse(await get(port, ["X-Carte-Internal-Key", "guess", "X-Carte-Guest-Address", "203.0.113.9"]))).toEqual({
      header: "127.0.0.1",
      named: null,
    });
  });

  it("with TRUSTED_PROXY_COUNT=1 keeps only the entry the proxy appended", async () => {
    const port = await listen(createFrontListener(echoForwardedFor, { trustedProxyCount: 1, sources: NO_THIRD_PARTIES }));
    expect(JSON.parse(await get(port, ["X-Forwarded-For", "198.51.100.1, 203.0.113.9"]))).toEqual({ header: "203.0.113.9", rawCount: 1 });
    // A client behind the proxy cannot name itself another address: it is not on this machine.
    expect(JSON.parse(await get(port, ["X-Forwarded-For", "203.0.113.9", "X-Carte-Guest-Address", "198.51.100.7"]))).toEqual({
      header: "203.0.113.9",
      rawCount: 1,
    });
    // A request that reached the app around the proxy carries no entry of it: the socket's address.
    expect(JSON.parse(await get(port, []))).toEqual({ header: "127.0.0.1", rawCount: 1 });
  });
});

describe("the standalone venue API (npm run api)", () => {
  /** server/standalone.ts: prepareExchange in front of Hono's Node listener; the route answers the rate limiter's key. */
  async function standalone(trustedProxyCount: number): Promise<number> {
    const app = new Hono<AppEnv>({ strict: false });
    app.get("/backend/whoami", (c) => c.json({ key: clientKey(c) }));
    const listener = getRequestListener(app.fetch);
    return listen((request, response) => {
      prepareExchange(request, response, { trustedProxyCount, sources: NO_THIRD_PARTIES, compress: false });
      void listener(request, response);
    });
  }

  it("keys rate limits on the socket's address, not a forged X-Forwarded-For", async () => {
    const port = await standalone(0);
    expect(JSON.parse(await get(port, ["X-Forwarded-For", "198.51.100.1"]))).toEqual({ key: "127.0.0.1" });
    expect(JSON.parse(await get(port, ["X-Forwarded-For", "198.51.100.2"]))).toEqual({ key: "127.0.0.1" });
  });

  it("keys rate limits on the proxy's entry with TRUSTED_PROXY_COUNT=1", async () => {
    const port = await standalone(1);
    expect(JSON.parse(await get(port, ["X-Forwarded-For", "198.51.100.1, 203.0.113.9"]))).toEqual({ key: "203.0.113.9" });
  });

  it("keys an IPv6 client on its /64 (issue 25): two addresses of one subscriber are one key", async () => {
    const port = await standalone(1);
    const keys = await Promise.all(
      ["2001:db8:25:64::1", "[2001:DB8:25:64:aaaa:bbbb:cccc:dddd]:443"].map((entry) => get(port, ["X-Forwarded-For", entry])),
    );
    expect(keys.map((key) => JSON.parse(key) as unknown)).toEqual([{ key: "2001:db8:25:64::/64" }, { key: "2001:db8:25:64::/64" }]);
  });
});
