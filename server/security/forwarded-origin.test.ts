import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { forwardedOrigin, parseHost } from "../http/forwarded-origin";
import { createFrontListener } from "../http/front-server";
import { createPageCache, pageKey } from "../http/page-cache";
import { closeListeners, listen } from "../test/front-harness";

/**
 * Issue 25 items 1 and 2: with no proxy trusted, a client's X-Forwarded-Host chose another venue's menu
 * and its X-Forwarded-Proto rewrote every absolute link; a Host on any port was a new page in every
 * cache. The front server now settles one host and scheme that nobody outside chose.
 */

const NO_THIRD_PARTIES = { ably: false, maps: false };
const KEY = "k".repeat(43);

afterEach(closeListeners);

interface Answer {
  status: number;
  location: string | undefined;
  body: string;
}

/** A GET to this machine with exactly these raw headers (the Host included), as curl or a script sends it. */
function get(port: number, headers: string[], path = "/en/home/"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: "127.0.0.1", port, path, headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }));
    });
    call.on("error", reject);
    call.end();
  });
}

/** What Next would read of the request: the forwarding headers after the front server. */
function echoOrigin(calls: IncomingMessage[]) {
  return (request: IncomingMessage, response: ServerResponse) => {
    calls.push(request);
    const count = (name: string) => request.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === name).length;
    response.setHeader("Content-Type", "application/json");
    response.end(
      JSON.stringify({
        host: request.headers["x-forwarded-host"],
        proto: request.headers["x-forwarded-proto"],
        raw: count("x-forwarded-host") + count("x-forwarded-proto"),
        guestHost: request.headers["x-carte-guest-host"] ?? null,
        key: request.headers["x-carte-internal-key"] ?? null,
      }),
    );
  };
}

describe("a Host header", () => {
  it("is a name and an optional port, nothing else", () => {
    expect(parseHost("Demo.Localhost:3000")).toEqual({ name: "demo.localhost", port: 3000 });
    expect(parseHost("menu.example.com.")).toEqual({ name: "menu.example.com", port: null });
    expect(parseHost("[::1]:8080")).toEqual({ name: "[::1]", port: 8080 });
    expect(parseHost("127.0.0.1")).toEqual({ name: "127.0.0.1", port: null });
    for (const bad of [
      "",
      "evil.com/x",
      "a b",
      "host:0",
      "host:70000",
      "host:",
      "-a.com",
      "a..b",
      "x".repeat(300),
      "ex\u00e4mple.com",
      "[zz]",
    ]) {
      expect(parseHost(bad)).toBeNull();
    }
  });
});

describe("the front server", () => {
  it("ignores X-Forwarded-Host and -Proto that a client wrote when no proxy is trusted", async () => {
    const calls: IncomingMessage[] = [];
    const port = await listen(createFrontListener(echoOrigin(calls), { trustedProxyCount: 0, sources: NO_THIRD_PARTIES }));
    const answer = await get(port, [
      "Host",
      `demo.localhost:${port}`,
      "X-Forwarded-Host",
      "partner.localhost",
      "X-Forwarded-Proto",
      "https",
    ]);
    expect(JSON.parse(answer.body)).toEqual({ host: `demo.localhost:${port}`, proto: "http", raw: 2, guestHost: null, key: null });
  });

  it("believes the entry the trusted proxy wrote, and only that one", async () => {
    const calls: IncomingMessage[] = [];
    const port = await listen(createFrontListener(echoOrigin(calls), { trustedProxyCount: 1, sources: NO_THIRD_PARTIES }));
    // The client wrote partner.localhost and http; the proxy appended what it served.
    const answer = await get(port, [
      "Host",
      `127.0.0.1:${port}`,
      "X-Forwarded-Host",
      "partner.localhost, menu.example.com",
      "X-Forwarded-Proto",
      "http, https",
    ]);
    expect(JSON.parse(answer.body)).toMatchObject({ host: "menu.example.com", proto: "https", raw: 2 });
    // A proxy naming its default port names the same origin as one naming none.
    const withPort = await get(port, [
      "Host",
      `127.0.0.1:${port}`,
      "X-Forwarded-Host",
      "menu.example.com:443",
      "X-Forwarded-Proto",
      "https",
    ]);
    expect(JSON.parse(withPort.body)).toMatchObject({ host: "menu.example.com", proto: "https" });
  });

  it("believes the guest's host that the app's own server-side calls name only with the internal key, and never passes the key on", async () => {
    const calls: IncomingMessage[] = [];
    const port = await listen(
      createFrontListener(echoOrigin(calls), { trustedProxyCount: 0, sources: NO_THIRD_PARTIES, internalKey: KEY }),
    );
    const host = ["Host", `127.0.0.1:${port}`, "X-Carte-Guest-Host", "partner.localhost:3000"];
    expect(JSON.parse((await get(port, [...host, "X-Carte-Internal-Key", KEY])).body)).toEqual({
      host: "partner.localhost:3000",
      proto: "http",
      raw: 2,
      guestHost: null,
      key: null,
    });
    expect(JSON.parse((await get(port, host)).body)).toMatchObject({ host: `127.0.0.1:${port}`, guestHost: null });
    expect(JSON.parse((await get(port, [...host, "X-Carte-Internal-Key", `${KEY}x`])).body)).toMatchObject({
      host: `127.0.0.1:${port}`,
      key: null,
    });
  });

  it("sends a Host on another port to its own port before anything renders: 50 ports, no new page", async () => {
    const calls: IncomingMessage[] = [];
    const port = await listen(createFrontListener(echoOrigin(calls), { trustedProxyCount: 0, sources: NO_THIRD_PARTIES }));
    const other = (index: number) => 20_000 + ((port + index) % 40_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => get(port, ["Host", `127.0.0.1:${other(index)}`], "/en/home/?a=1")),
    );
    expect(calls).toHaveLength(0);
    for (const answer of answers) {
      expect(answer.status).toBe(308);
      expect(answer.location).toBe(`http://127.0.0.1:${port}/en/home/?a=1`);
      expect(JSON.parse(answer.body)).toMatchObject({ location: `http://127.0.0.1:${port}/en/home/?a=1` });
    }
    // Its own port, and none at all (a proxy that drops it), are served.
    expect((await get(port, ["Host", `127.0.0.1:${port}`])).status).toBe(200);
    expect((await get(port, ["Host", "127.0.0.1"])).status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it("serves PUBLIC_URL's port too (a container's mapped port)", async () => {
    const calls: IncomingMessage[] = [];
    const port = await listen(
      createFrontListener(echoOrigin(calls), { trustedProxyCount: 0, sources: NO_THIRD_PARTIES, publicUrl: "http://localhost:8080" }),
    );
    expect((await get(port, ["Host", "localhost:8080"])).status).toBe(200);
    expect((await get(port, ["Host", "localhost:8081"])).status).toBe(308);
  });

  it("refuses a Host no browser sends with a 400 in JSON", async () => {
    const calls: IncomingMessage[] = [];
    const port = await listen(createFrontListener(echoOrigin(calls), { trustedProxyCount: 0, sources: NO_THIRD_PARTIES }));
    for (const host of ["evil.com/path", "a b", "x".repeat(400)]) {
      const answer = await get(port, ["Host", host]);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ detail: "The Host header is not a host name." });
    }
    expect(calls).toHaveLength(0);
  });

  it("keys kept pages on the settled origin, never on the Host a client wrote", async () => {
    const seen: string[] = [];
    const pages = createPageCache();
    const port = await listen(
      createFrontListener(
        (request, response) => {
          seen.push(pageKey(request) ?? "");
          response.end("ok");
        },
        { trustedProxyCount: 0, sources: NO_THIRD_PARTIES, pages },
      ),
    );
    await get(port, ["Host", `127.0.0.1:${port}`, "X-Forwarded-Host", "a.example", "X-Forwarded-Proto", "https"]);
    await get(port, ["Host", `127.0.0.1:${port}`, "X-Forwarded-Host", "b.example"]);
    await get(port, ["Host", `127.0.0.1:${port}`]);
    expect(new Set(seen).size).toBe(1);
  });
});

describe("the settled origin", () => {
  const base = { encrypted: false, internal: false, localPort: 3000, url: "/" };
  it("takes the scheme from TLS or the trusted proxy only", () => {
    expect(forwardedOrigin({ ...base, headers: { host: "a.example:3000", "x-forwarded-proto": "https" }, trustedProxyCount: 0 })).toEqual({
      host: "a.example:3000",
      scheme: "http",
    });
    expect(forwardedOrigin({ ...base, encrypted: true, headers: { host: "a.example:3000" }, trustedProxyCount: 0 })).toEqual({
      host: "a.example:3000",
      scheme: "https",
    });
  });

  it("falls back to the Host when the trusted entry is not a host name", () => {
    expect(forwardedOrigin({ ...base, headers: { host: "a.example:3000", "x-forwarded-host": "a/b" }, trustedProxyCount: 1 })).toEqual({
      host: "a.example:3000",
      scheme: "http",
    });
  });
});
