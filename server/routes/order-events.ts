import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { languageCode } from "@/lib/api/schemas/language";
import type { AppEnv } from "../deps";
import { drainSignal } from "../http/drain";
import { notFound, parseOr400 } from "../errors";
import { currentOrderUpdate } from "../services/realtime/order-state";
import { openOrderSubscription, streamOrderUpdates } from "../services/realtime/order-stream";
import { eventStreamsOf } from "../services/realtime/stream-slots";
import { realtimeTransport } from "../services/realtime/transport";
import { streamClientOf } from "./rate-limit";
import { requireOrderOfRequestVenue } from "./venue-scope";

const orderPath = z.object({
  lang: languageCode,
  uuid: z.guid({ message: "Expected an order uuid" }).transform((uuid) => uuid.toLowerCase()),
});

/** Live order updates: the Server-Sent Events stream of one order, and which transport to use. */
export function orderEventRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  app.get("/:lang/api/order/:uuid/events", async (c) => {
    const { uuid } = parseOr400(orderPath, c.req.param(), "path");
    const deps = c.get("deps");
    await requireOrderOfRequestVenue(c, uuid);
    // Before subscribing: over a cap is a 429 that holds nothing; every way out below releases the slot.
    const streams = eventStreamsOf(deps);
    const slot = streams.open(streamClientOf(c), uuid);
    const subscription = await openOrderSubscription(deps.events, uuid).catch((error: unknown) => {
      slot.release();
      throw error;
    });
    const current = await currentOrderUpdate(deps.database.db, uuid).catch((error: unknown) => {
      subscription.unsubscribe();
      slot.release();
      throw error;
    });
    if (!current) {
      subscription.unsubscribe();
      slot.release();
      throw notFound("Order");
    }
    // Tells nginx-style proxies not to buffer the stream.
    c.header("X-Accel-Buffering", "no");
    // The guest going away, or this instance draining (a rolling restart): EventSource reconnects, to another instance.
    const signal = AbortSignal.any([c.req.raw.signal, drainSignal()]);
    const { idleMs, heartbeatMs } = streams.limits;
    return streamSSE(c, async (stream) => {
      try {
        await streamOrderUpdates(stream, subscription, current, { signal, idleMs, heartbeatMs });
      } finally {
        slot.release();
      }
    });
  });

  app.get("/:lang/api/order/:uuid/realtime", async (c) => {
    const { lang, uuid } = parseOr400(orderPath, c.req.param(), "path");
    const deps = c.get("deps");
    await requireOrderOfRequestVenue(c, uuid);
    if (!(await currentOrderUpdate(deps.database.db, uuid))) throw notFound("Order");
    c.header("Cache-Control", "no-store");
    return c.json(await realtimeTransport(deps.settings, lang, uuid));
  });

  return app;
}
