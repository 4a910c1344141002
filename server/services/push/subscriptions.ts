import { ECDH } from "node:crypto";
import { and, count, eq, ne, sql } from "drizzle-orm";
import type { PushSubscriptionPayload } from "@/lib/api/schemas/push";
import { isActiveStatus } from "@/lib/domain/order-status";
import type { Db } from "../../db/client";
import { orders, pushSubscriptions } from "../../db/schema";
import { ApiProblem, notFound } from "../../errors";

/** Browsers (phones, a laptop) of one order's table that may be told; more is not a guest's use. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_ORDER = 10;

export const ORDER_ENDED = "This order has ended: there is nothing left to tell about it, so no notifications can be asked for.";

/** 400 for a p256dh that is not a point on P-256: the encryption would fail at every change. */
function requirePointOnCurve(p256dh: string): void {
  try {
    ECDH.convertKey(Buffer.from(p256dh, "base64url"), "prime256v1");
  } catch {
    const message = "Expected a P-256 public key";
    throw new ApiProblem(400, { detail: "Invalid body.", errors: { "keys.p256dh": [message] } });
  }
}

/**
 * Stores a browser's subscription with the order (issue 29), or renews it when this endpoint already
 * has one. Under the order's row lock, as a status change takes it: an order that has ended (or ends
 * meanwhile) stores nothing, and a subscription stored first is told of the change. It starts at the
 * order's current status, which the screen that asked is showing. Resolves to whether it is new.
 */
export async function subscribeToOrder(
  db: Db,
  { uuid, language, subscription }: { uuid: string; language: string; subscription: PushSubscriptionPayload },
): Promise<{ created: boolean }> {
  requirePointOnCurve(subscription.keys.p256dh);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, venueId: orders.venueId, changes: sql<number>`jsonb_array_length(${orders.statusChanges})` })
      .from(orders)
      .where(eq(orders.uuid, uuid))
      .for("update");
    if (!order) throw notFound("Order");
    if (!isActiveStatus(order.status)) throw new ApiProblem(409, { detail: ORDER_ENDED });
    const [others] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.orderUuid, uuid), ne(pushSubscriptions.endpoint, subscription.endpoint)));
    if ((others?.n ?? 0) >= MAX_PUSH_SUBSCRIPTIONS_PER_ORDER) {
      throw new ApiProblem(409, {
        detail: `This order already notifies ${MAX_PUSH_SUBSCRIPTIONS_PER_ORDER} devices; no more can be added.`,
      });
    }
    const keys = { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, language };
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ orderUuid: uuid, venueId: order.venueId, endpoint: subscription.endpoint, pushedChange: Number(order.changes), ...keys })
      .onConflictDoUpdate({ target: [pushSubscriptions.orderUuid, pushSubscriptions.endpoint], set: keys })
      .returning({ created: sql<boolean>`(xmax = 0)` });
    return { created: row?.created === true };
  });
}

/** Forgets a browser's subscription to the order; nothing to forget is fine (the answer is the same). */
export async function unsubscribeFromOrder(db: Db, { uuid, endpoint }: { uuid: string; endpoint: string }): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.orderUuid, uuid), eq(pushSubscriptions.endpoint, endpoint)));
}
