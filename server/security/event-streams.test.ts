import { randomUUID } from "node:crypto";
import { newDeviceKey } from "@/lib/api/device-key";
import { eventually } from "../test/eventually";
import { readEvents } from "../test/sse-client";
import { cake, draft, newKey } from "../test/orders-test-kit";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

/**
 * Issue 10 item 4: one client held 19,900 order event streams (2.3 GB) until the process ran out of
 * file descriptors. Streams are now capped per client (20), per order (50) and per process, and an
 * idle one is closed by the server. The client is the first X-Forwarded-For entry, which the trusted
 * front server sets; here the test plays that server.
 */
const CLIENT = { "X-Forwarded-For": "203.0.113.10" };
const client = (n: number) => ({ "X-Forwarded-For": `198.51.100.${n}` });

interface OpenStream {
  status: number;
  body: unknown;
  /** Held so that it is not garbage-collected: undici closes the connection of a collected response. */
  response: Response;
  close(): void;
}

/** Counts the order subscriptions (LISTEN fan-out) that are open, to see that every stream gives its own back. */
function countSubscriptions(api: TestApi) {
  const events = api.deps.events;
  const original = events.subscribe.bind(events);
  const state = { open: 0, opened: 0 };
  jest.spyOn(events, "subscribe").mockImplementation(async (uuid, listener) => {
    const stop = await original(uuid, listener);
    state.open += 1;
    state.opened += 1;
    let stopped = false;
    return () => {
      if (!stopped) state.open -= 1;
      stopped = true;
      stop();
    };
  });
  return state;
}

async function openStream(api: TestApi, uuid: string, headers: Record<string, string>, query = ""): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${api.baseUrl}/en/api/order/${uuid}/events/${query}`, { headers, signal: controller.signal });
  const isStream = (response.headers.get("content-type") ?? "").includes("text/event-stream");
  const body: unknown = isStream ? null : await response.json();
  return { status: response.status, body, response, close: () => controller.abort() };
}

async function placeOrder(api: TestApi): Promise<string> {
  return (await api.client.createOrder("en", draft([cake()]), { idempotencyKey: newKey("streams") })).uuid;
}

describe("event stream caps (per client 20, per order 50, per process)", () => {
  let api: TestApi;
  let subscriptions: { open: number; opened: number };
  const streams: OpenStream[] = [];
  beforeAll(async () => {
    api = await startTestApi({ eventStreams: { perClient: 20, perOrder: 30, total: 60 } });
    await api.importVenue(testVenue());
    subscriptions = countSubscriptions(api);
  }, 60_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await api.close();
  });
  const registry = () => {
    const streamsOf = api.deps.eventStreams;
    if (!streamsOf) throw new Error("the harness sets eventStreams");
    return streamsOf;
  };

  it("25 streams from one client: 20 open, the 21st to 25th answer 429 with a JSON body and subscribe to nothing", async () => {
    const uuid = await placeOrder(api);
    const answers: OpenStream[] = [];
    for (let i = 0; i < 25; i += 1) answers.push(await openStream(api, uuid, CLIENT));
    streams.push(...answers);
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(20).fill(200), ...Array<number>(5).fill(429)]);
    expect(answers[20]?.body).toEqual({ detail: "Too many open live updates. Close other order screens, or try again later." });
    expect(subscriptions.opened).toBe(20);
    expect(registry().counts()).toEqual({ total: 20, clients: 1, orders: 1 });
  });

  it("closing streams frees their slots and their subscriptions", async () => {
    const uuid = await placeOrder(api);
    const open = streams.filter((stream) => stream.status === 200).slice(0, 5);
    for (const stream of open) stream.close();
    await eventually(() => registry().counts().total === 15, "5 slots freed");
    expect(subscriptions.open).toBe(15);
    const again: OpenStream[] = [];
    for (let i = 0; i < 6; i += 1) again.push(await openStream(api, uuid, CLIENT));
    streams.push(...again);
    expect(again.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("an order takes at most its cap of streams, whichever clients open them", async () => {
    const uuid = await placeOrder(api);
    const answers: OpenStream[] = [];
    // Three clients, 11 streams at most each: under the client cap, over the order cap (30 here).
    for (let i = 0; i < 31; i += 1) answers.push(await openStream(api, uuid, client(i % 3)));
    streams.push(...answers);
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(30).fill(200), 429]);
    expect((await openStream(api, uuid, client(50))).status).toBe(429);
  });

  it("the process cap holds for a new client and order too; an unknown order holds no slot", async () => {
    expect(registry().counts().total).toBe(50);
    const uuid = await placeOrder(api);
    for (let i = 0; i < 10; i += 1) streams.push(await openStream(api, uuid, client(10 + i)));
    expect(registry().counts().total).toBe(60);
    const fresh = await openStream(api, await placeOrder(api), client(99));
    expect(fresh.status).toBe(429);
    for (const stream of streams) stream.close();
    await eventually(() => registry().counts().total === 0, "every slot freed");
    expect(subscriptions.open).toBe(0);
    const unknown: number[] = [];
    for (let i = 0; i < 25; i += 1) unknown.push((await openStream(api, randomUUID(), CLIENT)).status);
    expect(new Set(unknown)).toEqual(new Set([404]));
    expect(registry().counts()).toEqual({ total: 0, clients: 0, orders: 0 });
    expect(subscriptions.open).toBe(0);
  });
});

describe("event streams of a room behind one address (devices named in the query, as EventSource can)", () => {
  let api: TestApi;
  const open: OpenStream[] = [];
  beforeAll(async () => {
    api = await startTestApi({ eventStreams: { perClient: 20, perDevice: 5, perAddress: 40, perOrder: 100, total: 200 } });
    await api.importVenue(testVenue());
  }, 60_000);
  afterAll(async () => {
    for (const stream of open) stream.close();
    // The server lets go of each stream when it hears the close; only then does it stop at once.
    await eventually(() => api.deps.eventStreams?.counts().total === 0, "every room stream released", 20_000);
    await api.close();
  }, 30_000);
  const ROOM = { "X-Forwarded-For": "203.0.113.50" };
  const viaDevice = (uuid: string, device: string) => openStream(api, uuid, ROOM, `?device=${device}`);

  it("30 phones at one address each follow their order; one phone is held to its 5; the address to its 40", async () => {
    const uuid = await placeOrder(api);
    const phones = Array.from({ length: 30 }, () => newDeviceKey());
    for (const phone of phones) open.push(await viaDevice(uuid, phone));
    expect(open.map((stream) => stream.status)).toEqual(Array<number>(30).fill(200));
    const one: OpenStream[] = [];
    for (let i = 0; i < 5; i += 1) one.push(await viaDevice(uuid, phones[0] ?? ""));
    open.push(...one);
    expect(one.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 429]);
    const more: OpenStream[] = [];
    for (let i = 0; i < 7; i += 1) more.push(await viaDevice(uuid, newDeviceKey()));
    open.push(...more);
    expect(more.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const elsewhere = await openStream(api, uuid, { "X-Forwarded-For": "203.0.113.51" });
    open.push(elsewhere);
    expect(elsewhere.status).toBe(200);
  }, 60_000);

  it("a malformed device key is a 400 and holds no slot", async () => {
    const before = api.deps.eventStreams?.counts().total;
    const answer = await viaDevice(await placeOrder(api), "not-a-key");
    expect(answer.status).toBe(400);
    expect(api.deps.eventStreams?.counts().total).toBe(before);
  });
});

describe("idle event streams", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ eventStreams: { idleMs: 400, heartbeatMs: 100 } });
    await api.importVenue(testVenue());
  }, 60_000);
  afterAll(() => api.close());

  it("are closed by the server after the idle timeout (heartbeats do not count), releasing their slot", async () => {
    const subscriptions = countSubscriptions(api);
    const uuid = await placeOrder(api);
    const response = await fetch(`${api.baseUrl}/en/api/order/${uuid}/events/`, { headers: CLIENT });
    const events = readEvents(response.body ?? new ReadableStream());
    expect((await events.next()).event).toBe("order-update");
    const seen: string[] = [];
    let ended = false;
    for (let i = 0; i < 100 && !ended; i += 1) {
      try {
        const event = await events.next(5000);
        seen.push(event.comment ?? event.event);
      } catch (error) {
        expect((error as Error).message).toBe("event stream ended");
        ended = true;
      }
    }
    expect(ended).toBe(true);
    expect(seen.every((what) => what === "heartbeat")).toBe(true);
    await eventually(() => subscriptions.open === 0 && api.deps.eventStreams?.counts().total === 0, "the slot and subscription released");
    expect(subscriptions.opened).toBe(1);
  });
});
