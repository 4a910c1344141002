import { createHash, randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { LineItemPayload } from "@/lib/api/schemas/line-item";
import type { OrderCreated, OrderPayload } from "@/lib/api/schemas/order";
import { ACTIVE_STATUSES } from "@/lib/domain/order-status";
import { paddedOrderId } from "@/lib/domain/order-number";
import type { Db } from "../../db/client";
import { lineItems, orders } from "../../db/schema";
import { ApiProblem } from "../../errors";
import type { PricedLine } from "./pricing";
import { moneyText } from "./quote";

const MAX_KEY_LENGTH = 200;

/**
 * The order's idempotency key: the Idempotency-Key header, else one derived from the cart lines'
 * cart_uuid values (sorted, so line order does not matter), else a fresh random key (such a request
 * cannot be recognised when retried). Prefixed so a header can never equal a derived key.
 */
export function idempotencyKeyFor(header: string | undefined, lines: readonly LineItemPayload[]): string {
  const given = header?.trim() ?? "";
  if (given.length > MAX_KEY_LENGTH) {
    const message = `Idempotency-Key can have at most ${MAX_KEY_LENGTH} characters.`;
    throw new ApiProblem(400, { detail: message, errors: { "Idempotency-Key": [message] } });
  }
  if (given) return `key:${given}`;
  const cartUuids = [...new Set(lines.flatMap((line) => (line.cart_uuid ? [line.cart_uuid] : [])))].sort();
  if (cartUuids.length === 0) return `random:${randomUUID()}`;
  return `cart:${createHash("sha256").update(cartUuids.join("\n")).digest("hex")}`;
}

/** The 201 answer of an order: the same for the first request and every replay. */
export function createdAnswer(order: { uuid: string; orderNumber: number; paymentUrl: string | null }): OrderCreated {
  return { uuid: order.uuid, padded_order_id: paddedOrderId(order.orderNumber), payment_url: order.paymentUrl, member_key: null };
}

/** JSON with every object's keys sorted, so equal values give equal text whatever the key order. */
function canonicalJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * What an idempotency key is bound to: sha256 of the parsed payload (defaults filled in, so an
 * omitted default equals a sent one) and the language. The lines count as a set, in any order, as
 * the cart-derived key does.
 */
export function requestFingerprint(payload: OrderPayload, lang: string): string {
  const lines = payload.line_items.map((line) => canonicalJson(line)).sort();
  const text = canonicalJson({ lang, payload: { ...payload, line_items: lines } });
  return createHash("sha256").update(text).digest("hex");
}

/** Stripe's answer to a key reused with another request: the first order is not handed back. */
function keyReused(key: string): ApiProblem {
  const detail = key.startsWith("cart:")
    ? "These cart lines (cart_uuid) were already ordered with another request."
    : "This Idempotency-Key was used for another request.";
  return new ApiProblem(422, { detail });
}

/**
 * The order first created with this key, as its 201 answer; 422 when that order was made from
 * another request (another fingerprint). Orders stored before fingerprints existed replay as before.
 */
export async function findOrderByKey(db: Db, venueId: number, key: string, fingerprint: string): Promise<OrderCreated | null> {
  const [row] = await db
    .select({
      uuid: orders.uuid,
      orderNumber: orders.orderNumber,
      paymentUrl: orders.paymentUrl,
      fingerprint: orders.idempotencyFingerprint,
    })
    .from(orders)
    .where(and(eq(orders.venueId, venueId), eq(orders.idempotencyKey, key)))
    .limit(1);
  if (!row) return null;
  if (row.fingerprint !== null && row.fingerprint !== fingerprint) throw keyReused(key);
  return createdAnswer(row);
}

/**
 * Serialises order creation per venue until the transaction ends: the order number (max + 1), the
 * idempotency re-check and the busy-table check all read what the previous creation committed.
 */
export async function lockVenueOrders(tx: Db, venueId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${venueId}::bigint)`);
}

export async function nextOrderNumber(tx: Db, venueId: number): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number | string | null>`max(${orders.orderNumber})` })
    .from(orders)
    .where(eq(orders.venueId, venueId));
  return Number(row?.last ?? 0) + 1;
}

/** The uuid of the table's active dine-in order (pending, accepted or preparing), if any: its first, or with `latest` its newest. */
export async function activeTableOrder(db: Db, venueId: number, tableLabel: string, latest = false): Promise<string | null> {
  const [row] = await db
    .select({ uuid: orders.uuid })
    .from(orders)
    .where(
      and(
        eq(orders.venueId, venueId),
        eq(orders.originLabel, tableLabel),
        eq(orders.originType, "table"),
        eq(orders.orderType, "dine_in"),
        inArray(orders.status, [...ACTIVE_STATUSES]),
      ),
    )
    .orderBy(latest ? desc(orders.createdAt) : asc(orders.createdAt))
    .limit(1);
  return row?.uuid ?? null;
}

export async function insertLines(tx: Db, orderUuid: string, lines: readonly PricedLine[], now: Date): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(lineItems).values(
    lines.map((line) => ({
      orderUuid,
      product: line.product,
      productSku: line.productSku,
      productName: line.productName,
      productVariation: line.productVariation,
      variations: line.variations,
      productVariations: line.productVariations,
      comboGroups: line.comboGroups,
      productPrice: moneyText(line.unitPrice),
      quantity: line.quantity,
      specialInstructions: line.specialInstructions,
      cartUuid: line.cartUuid,
      addedBy: line.addedBy,
      tabGuest: line.tabGuest,
      status: "Active",
      createdAt: now,
    })),
  );
}
