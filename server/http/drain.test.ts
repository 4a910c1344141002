import http, { type IncomingMessage, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createDrain, createDrainState, drainSignal, drainTimeoutMs, isDraining, pairKeepAlive, type DrainState } from "./drain";

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

async function listen(handler: RequestListener, timeoutMs = 10_000) {
  const server = http.createServer(handler);
  servers.push(server);
  const state = createDrainState();
  const drain = createDrain(server, { timeoutMs, state });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, state, drain, port: (server.address() as AddressInfo).port };
}

/** One GET on a connection of its own: the status, the body, and whether the connection broke. */
function get(port: number, path: string, headers: Record<string, string> = {}, agent: http.Agent | false = false) {
  return new Promise<{ status: number; body: string; broken: boolean; connection?: string }>((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, headers, agent }, (response: IncomingMessage) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body, broken: false, connection: response.headers.connection }));
      response.on("error", () => resolve({ status: response.statusCode ?? 0, body, broken: true }));
      response.on("aborted", () => resolve({ status: response.statusCode ?? 0, body, broken: true }));
    });
    request.on("error", reject);
  });
}

/** Resolves once the server has the request (its handler calls `arrived`). */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("drain on shutdown", () => {
  it("lets a slow request in flight finish, and reports not-ready at once", async () => {
    const arrived = gate();
    const release = gate();
    const { drain, state, port } = await listen((_request, response) => {
      arrived.open();
      void release.opened.then(() => response.end("slow answer"));
    });
    const agent = new http.Agent({ keepAlive: true });
    const answer = get(port, "/slow", {}, agent);
    await arrived.opened;
    const drained = drain.drain();
    expect(isDraining(state)).toBe(true);
    release.open();
    // Its kept-alive connection closes after it, so the proxy sends nothing more to this instance.
    await expect(answer).resolves.toEqual({ status: 200, body: "slow answer", broken: false, connection: "close" });
    await expect(drained).resolves.toBe("finished");
    agent.destroy();
  });

  it("refuses a new connection once draining", async () => {
    const arrived = gate();
    const release = gate();
    const { drain, port } = await listen((_request, response) => {
      arrived.open();
      void release.opened.then(() => response.end("ok"));
    });
    const inFlight = get(port, "/slow");
    await arrived.opened;
    const drained = drain.drain();
    await expect(get(port, "/new")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    release.open();
    await inFlight;
    await expect(drained).resolves.toBe("finished");
  });

  it("ends an open event stream through the drain signal", async () => {
    let state: DrainState | null = null;
    const arrived = gate();
    const listening = await listen((_request, response) => {
      response.writeHead(200, { "Content-Type": "text/event-stream" });
      response.write("retry: 1000\ndata: first\n\n");
      drainSignal(state ?? undefined).addEventListener("abort", () => response.end());
      arrived.open();
    });
    state = listening.state;
    const stream = get(listening.port, "/events", { Accept: "text/event-stream" });
    await arrived.opened;
    const drained = listening.drain.drain();
    await expect(stream).resolves.toMatchObject({ status: 200, body: "retry: 1000\ndata: first\n\n", broken: false });
    await expect(drained).resolves.toBe("finished");
  });

  it("cuts an event stream that does not end itself, without waiting for the timeout", async () => {
    const arrived = gate();
    const { drain, port } = await listen((_request, response) => {
      response.writeHead(200, { "Content-Type": "text/event-stream" });
      response.write("data: first\n\n");
      arrived.open();
    }, 60_000);
    const stream = get(port, "/events", { Accept: "text/event-stream" });
    await arrived.opened;
    const drained = drain.drain();
    await expect(stream).resolves.toMatchObject({ broken: true });
    await expect(drained).resolves.toBe("finished");
  });

  it("closes an idle keep-alive connection", async () => {
    const { drain, server, port } = await listen((_request, response) => response.end("ok"));
    const agent = new http.Agent({ keepAlive: true });
    await get(port, "/first", {}, agent);
    const [socket, ...others] = Object.values(agent.freeSockets).flat();
    expect(others).toHaveLength(0);
    if (!socket) throw new Error("The agent kept no connection alive.");
    const closed = new Promise((resolve) => socket.once("close", resolve));
    await expect(drain.drain()).resolves.toBe("finished");
    await closed;
    const stillListening = await new Promise((resolve) => server.getConnections((_error, count) => resolve(count)));
    expect(stillListening).toBe(0);
    agent.destroy();
  });

  it("answers a request the proxy sends on an idle kept-alive connection as the drain begins, then closes it", async () => {
    // nginx never retries a POST without an Idempotency-Key that met a reset: closing idle connections
    // at once turned such an order into a 502 during rolling restarts (e2e/deployment.spec.ts).
    const { drain, port } = await listen((request, response) => response.end(`ok ${request.url}`));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await get(port, "/first", {}, agent);
    const drained = drain.drain();
    await expect(get(port, "/sent-as-the-drain-began", {}, agent)).resolves.toEqual({
      status: 200,
      body: "ok /sent-as-the-drain-began",
      broken: false,
      connection: "close",
    });
    await expect(drained).resolves.toBe("finished");
    agent.destroy();
  });

  it("ends after the timeout even if a request hangs", async () => {
    const arrived = gate();
    const { drain, port } = await listen(() => arrived.open(), 200);
    const hanging = get(port, "/hangs").catch((error: NodeJS.ErrnoException) => ({ broken: true, code: error.code }));
    await arrived.opened;
    await expect(drain.drain()).resolves.toBe("timeout");
    await expect(hanging).resolves.toMatchObject({ broken: true });
  });
});

describe("drain settings", () => {
  it("reads DRAIN_TIMEOUT_MS, 10 s by default, and refuses nonsense", () => {
    expect(drainTimeoutMs({})).toBe(10_000);
    expect(drainTimeoutMs({ DRAIN_TIMEOUT_MS: " 2500 " })).toBe(2500);
    expect(() => drainTimeoutMs({ DRAIN_TIMEOUT_MS: "10s" })).toThrow("DRAIN_TIMEOUT_MS");
    expect(() => drainTimeoutMs({ DRAIN_TIMEOUT_MS: "-1" })).toThrow("DRAIN_TIMEOUT_MS");
    expect(() => drainTimeoutMs({ DRAIN_TIMEOUT_MS: "600001" })).toThrow("DRAIN_TIMEOUT_MS");
  });

  it("keeps idle connections open longer than the proxy, and waits for headers longer still", () => {
    const server = http.createServer();
    pairKeepAlive(server);
    // nginx's upstream keepalive_timeout in deploy/nginx/carte.conf.template is 60 s.
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
