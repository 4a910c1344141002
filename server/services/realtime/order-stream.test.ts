import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { openDatabase, type DatabaseHandle } from "../../db/client";
import type { OrderEvents, OrderUpdate } from "../events";
import { createPgOrderEvents } from "../pg-events";
import { openOrderSubscription, streamOrderUpdates } from "./order-stream";
import { eventually } from "../../test/eventually";
import { readEvents } from "../../test/sse-client";

const UUID = "6f1c2d3e-4a5b-4c6d-8e7f-001122334455";
let database: DatabaseHandle;
let events: OrderEvents;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  events = createPgOrderEvents(database, "order_stream_test");
}, 60_000);
afterAll(async () => {
  await events.close();
  await database.close();
});

const update = (status: string, updated: string) => ({ uuid: UUID, status, updated });

/** A bare stream endpoint: the route's behaviour without the order lookup, with a short heartbeat. */
function streamApp(heartbeatMs: number, beforeStart?: () => Promise<void>) {
  const app = new Hono();
  app.get("/", async (c) => {
    const subscription = await openOrderSubscription(events, UUID);
    await beforeStart?.();
    return streamSSE(c, (stream) => streamOrderUpdates(stream, subscription, update("pending", "t0"), { heartbeatMs }));
  });
  return app;
}

describe("streamOrderUpdates", () => {
  it("sends the current status first, then events heard while it was being read, in order", async () => {
    const app = streamApp(60_000, async () => {
      // Subscribed after the stream's subscription, so the stream has held the event back once this hears it.
      const heard: OrderUpdate[] = [];
      const stop = await events.subscribe(UUID, (heardUpdate) => heard.push(heardUpdate));
      await events.publish(database.db, update("accepted", "t1"));
      await eventually(() => heard.length > 0, "the update heard while the status is read");
      stop();
    });
    const response = await app.request("/");
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const stream = readEvents(response.body ?? new ReadableStream());
    expect(await stream.next()).toEqual({ event: "order-update", data: JSON.stringify(update("pending", "t0")) });
    expect(await stream.next()).toEqual({ event: "order-update", data: JSON.stringify(update("accepted", "t1")) });
    await events.publish(database.db, update("preparing", "t2"));
    expect(JSON.parse((await stream.next()).data)).toEqual(update("preparing", "t2"));
    await stream.cancel();
  });

  it("drops a NOTIFY on the channel that is not an order update, and goes on (issue 15: parsed with its schema)", async () => {
    const heard: unknown[] = [];
    const stop = await events.subscribe(UUID, (heardUpdate) => heard.push(heardUpdate));
    for (const payload of ["null", "not json", '{"uuid":1}', JSON.stringify({ uuid: UUID })]) {
      await database.db.execute(sql`select pg_notify('order_stream_test', ${payload})`);
    }
    await events.publish(database.db, update("accepted", "t9"));
    // NOTIFYs arrive in the order sent: once the update is heard, the ones before it have been dropped.
    await eventually(() => heard.length > 0, "the update after the others");
    stop();
    expect(heard).toEqual([update("accepted", "t9")]);
  });

  it("writes a comment line as heartbeat while nothing happens", async () => {
    const response = await streamApp(30).request("/");
    const stream = readEvents(response.body ?? new ReadableStream());
    expect((await stream.next()).event).toBe("order-update");
    expect(await stream.next()).toEqual({ event: "", data: "", comment: "heartbeat" });
    await stream.cancel();
  });

  it("stops listening when the guest goes away", async () => {
    const original = events.subscribe.bind(events);
    let unsubscribed = 0;
    const subscribe = jest.spyOn(events, "subscribe").mockImplementation(async (uuid, listener) => {
      const stop = await original(uuid, listener);
      return () => {
        unsubscribed += 1;
        stop();
      };
    });
    const response = await streamApp(60_000).request("/");
    const stream = readEvents(response.body ?? new ReadableStream());
    await stream.next();
    expect(unsubscribed).toBe(0);
    await stream.cancel();
    await eventually(() => unsubscribed > 0, "the subscription let go");
    expect(unsubscribed).toBe(1);
    subscribe.mockRestore();
  });
});
