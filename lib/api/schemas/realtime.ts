import { z } from "zod";
import "@/lib/zod-config";

export const ORDER_UPDATE_EVENT = "order-update";

/** One order change as published on the order's channel or stream. */
export const orderUpdate = z.object({ uuid: z.string().min(1), status: z.string().min(1), updated: z.string() });

/**
 * Answer of GET /{lang}/api/order/{uuid}/realtime/: how to follow the order — Ably with a
 * subscribe-only token request, or the venue API's Server-Sent Events stream (url relative to the API base).
 */
export const realtimeTransport = z.discriminatedUnion("transport", [
  z.object({
    transport: z.literal("ably"),
    channel: z.string().min(1),
    event: z.literal(ORDER_UPDATE_EVENT),
    token_request: z.looseObject({ keyName: z.string(), mac: z.string(), nonce: z.string(), timestamp: z.number() }),
  }),
  z.object({ transport: z.literal("sse"), event: z.literal(ORDER_UPDATE_EVENT), url: z.string().startsWith("/") }),
]);

export type OrderUpdate = z.output<typeof orderUpdate>;
export type RealtimeTransport = z.output<typeof realtimeTransport>;

/**
 * An `order-update` payload as it arrives: JSON text from an event stream or a NOTIFY, an object
 * from Ably. Anything else is dropped: a malformed event must not break the screen.
 */
export function parseOrderUpdate(data: unknown): OrderUpdate | null {
  let value = data;
  if (typeof data === "string") {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const parsed = orderUpdate.safeParse(value);
  return parsed.success ? parsed.data : null;
}
