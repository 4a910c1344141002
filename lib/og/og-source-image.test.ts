import { once } from "node:events";
import { createServer, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { isPublicAddress } from "@/lib/og/public-address";
import { imageDataUrl } from "./og-source-image";
import { MAX_BYTES, PUBLIC_ONLY, type FetchPolicy } from "./picture-fetch";

jest.mock("server-only", () => ({}));

// Issue 25 item 6: a venue's picture address is the venue's to write. The server read a body without
// a length until its 3 s timeout (hundreds of megabytes), followed redirects anywhere, and fetched
// addresses on this machine and its network. Each picture host below is a real server.

const VENUE_ORIGIN = "https://venue.example";
const PIXEL_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** The default policy, plus the tests' own picture server on 127.0.0.1 (and only that address). */
const TEST_HOST_ALLOWED: FetchPolicy = { ...PUBLIC_ONLY, allowAddress: (address) => address === "127.0.0.1" || isPublicAddress(address) };

interface PictureHost {
  origin: string;
  port: number;
  /** TCP connections the host accepted: a refused address is never connected to. */
  connections: number;
  requests: string[];
}

const hosts: Server[] = [];
afterAll(async () => {
  await Promise.all(hosts.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function pictureHost(handler: RequestListener, host = "127.0.0.1"): Promise<PictureHost> {
  const server = createServer();
  const picture: PictureHost = { origin: "", port: 0, connections: 0, requests: [] };
  server.on("connection", () => (picture.connections += 1));
  server.on("request", (request, response) => {
    picture.requests.push(request.url ?? "");
    handler(request, response);
  });
  server.listen(0, host);
  await once(server, "listening");
  hosts.push(server);
  picture.port = (server.address() as AddressInfo).port;
  picture.origin = `http://${host}:${picture.port}`;
  return picture;
}

const servesPixel: RequestListener = (_request, response) => response.writeHead(200, { "content-type": "image/png" }).end(PIXEL_PNG);

/** Writes a PNG's first bytes, then zeros for as long as the client reads, with no Content-Length. */
function endlessPicture(response: ServerResponse, sent: { bytes: number; closed: Promise<void> }) {
  let closed = false;
  sent.closed = new Promise((resolve) => response.on("close", resolve)).then(() => {
    closed = true;
  });
  response.writeHead(200, { "content-type": "image/png" });
  response.write(PIXEL_PNG.subarray(0, 33));
  const chunk = Buffer.alloc(64 * 1024);
  const pump = async () => {
    while (!closed) {
      sent.bytes += chunk.byteLength;
      // Waits for the client to read: what was sent is what the client read, plus the sockets' buffers.
      if (!response.write(chunk)) await Promise.race([once(response, "drain"), sent.closed]);
    }
  };
  // A write racing the close may fail; the count is what matters.
  void pump().catch(() => undefined);
}

describe("a venue's picture from another host", () => {
  it("is drawn from a host the policy allows (the tests' server, as a public host would be)", async () => {
    const host = await pictureHost(servesPixel);
    expect(await imageDataUrl(`${host.origin}/pixel.png`, VENUE_ORIGIN, TEST_HOST_ALLOWED)).toBe(
      `data:image/png;base64,${PIXEL_PNG.toString("base64")}`,
    );
    expect(host.requests).toEqual(["/pixel.png"]);
  });

  it("streamed without a length is read to 4 MB, then dropped for the colour panel", async () => {
    const sent = { bytes: 0, closed: Promise.resolve() };
    const host = await pictureHost((_request, response) => endlessPicture(response, sent));
    expect(await imageDataUrl(`${host.origin}/endless.png`, VENUE_ORIGIN, TEST_HOST_ALLOWED)).toBeNull();
    await sent.closed;
    expect(host.requests).toEqual(["/endless.png"]);
    // The client stopped reading past 4 MB and closed the connection; the rest is what the loopback
    // sockets' buffers held, about 4 MB (before the fix: 800 MB, until the 3 s timeout).
    expect(sent.bytes).toBeGreaterThan(MAX_BYTES);
    expect(sent.bytes).toBeLessThan(MAX_BYTES + 16 * 1024 * 1024);
  });

  it("announced larger than 4 MB is not read", async () => {
    const host = await pictureHost((_request, response) => {
      response.writeHead(200, { "content-type": "image/png", "content-length": String(50 * 1024 * 1024) });
      response.write(PIXEL_PNG);
    });
    expect(await imageDataUrl(`${host.origin}/large.png`, VENUE_ORIGIN, TEST_HOST_ALLOWED)).toBeNull();
    expect(host.requests).toEqual(["/large.png"]);
  });
});

describe("a venue's picture on this machine or its network", () => {
  it("on 127.0.0.1 is never fetched, however its address is written", async () => {
    const host = await pictureHost(servesPixel);
    const addresses = [
      `${host.origin}/pixel.png`,
      `http://localhost:${host.port}/pixel.png`,
      `http://2130706433:${host.port}/pixel.png`,
      `http://0x7f.0.0.1:${host.port}/pixel.png`,
      `http://[::ffff:127.0.0.1]:${host.port}/pixel.png`,
      `//127.0.0.1:${host.port}/pixel.png`,
    ];
    for (const address of addresses) expect([address, await imageDataUrl(address, VENUE_ORIGIN)]).toEqual([address, null]);
    expect(host.connections).toBe(0);
  });

  it("behind a redirect from an allowed host to a loopback or private address is refused", async () => {
    const inside = await pictureHost(servesPixel, "127.0.0.2");
    const outside = await pictureHost((request, response) => {
      const to = request.url === "/to-metadata" ? "http://169.254.169.254/latest/meta-data/" : `${inside.origin}/pixel.png`;
      response.writeHead(302, { location: to }).end();
    });
    expect(await imageDataUrl(`${outside.origin}/to-inside`, VENUE_ORIGIN, TEST_HOST_ALLOWED)).toBeNull();
    expect(await imageDataUrl(`${outside.origin}/to-metadata`, VENUE_ORIGIN, TEST_HOST_ALLOWED)).toBeNull();
    expect(outside.requests).toEqual(["/to-inside", "/to-metadata"]);
    expect(inside.connections).toBe(0);
    // The same server's picture is drawn when asked for directly with a policy that allows it.
    expect(await imageDataUrl(`${inside.origin}/pixel.png`, VENUE_ORIGIN, { ...PUBLIC_ONLY, allowAddress: () => true })).not.toBeNull();
  });

  it("named by a host whose addresses include a private one is refused, all addresses checked", async () => {
    const host = await pictureHost(servesPixel);
    const resolvesTo = (...addresses: string[]): FetchPolicy => ({
      ...TEST_HOST_ALLOWED,
      resolve: async () => addresses.map((address) => ({ address, family: 4 })),
    });
    const address = `http://pictures.test:${host.port}/pixel.png`;
    expect(await imageDataUrl(address, VENUE_ORIGIN, resolvesTo("127.0.0.1", "10.0.0.7"))).toBeNull();
    expect(host.connections).toBe(0);
    // What was checked is what is connected to: the name is not looked up again.
    expect(await imageDataUrl(address, VENUE_ORIGIN, resolvesTo("127.0.0.1"))).not.toBeNull();
    expect(host.requests).toEqual(["/pixel.png"]);
  });

  it("follows a few redirects between allowed hosts, and no more", async () => {
    const host = await pictureHost((request, response) => {
      const hops = Number(/^\/hop\/(\d+)$/.exec(request.url ?? "")?.[1] ?? -1);
      if (hops > 0) response.writeHead(302, { location: `/hop/${hops - 1}` }).end();
      else servesPixel(request, response);
    });
    expect(await imageDataUrl(`${host.origin}/hop/3`, VENUE_ORIGIN, TEST_HOST_ALLOWED)).not.toBeNull();
    expect(await imageDataUrl(`${host.origin}/hop/4`, VENUE_ORIGIN, TEST_HOST_ALLOWED)).toBeNull();
  });
});
