import { and, eq, ne } from "drizzle-orm";
import type { LineItemPayload } from "@/lib/api/schemas/line-item";
import type { Language } from "@/lib/domain/language";
import { isGuestPhone } from "@/lib/domain/order-contact";
import { toMilli } from "@/lib/domain/money";
import { isActiveStatus } from "@/lib/domain/order-status";
import { isOrderType } from "@/lib/domain/order-type";
import type { Db } from "../../db/client";
import { lineItems, orders, splitPayments } from "../../db/schema";
import type { VenueApiDeps } from "../../deps";
import { ApiProblem, notFound } from "../../errors";
import type { OrderUpdate } from "../events";
import { SPLIT_STATUS } from "../partner/split";
import { realtimeAfterCommit } from "../realtime/after-commit";
import { findValidCouponForOrder } from "./charges";
import { priceLines, type PayloadLine } from "./pricing";
import { moneyText, quoteOrder } from "./quote";
import { checkVenueTakesOrders } from "./rules";
import { verifyLocationToken } from "./location";
import { insertLines } from "./store";
import { issueMemberKey, NOT_A_MEMBER, type OrderRole } from "./members";
import { refuseClosedTab } from "./table-tab";
import { openSessionOrNull, ORDER_CLOSED, SESSION_ENDED } from "./table-session";
import { categoryIdOf, loadOrderingVenue, type OrderingVenue } from "./venue-menu";
import { isOrderUuid, loadOrderView, type OrderView } from "./view";

export interface PatchOrderRequest {
  lang: Language;
  uuid: string;
  lines: readonly LineItemPayload[];
  /** The table's link ("t/{token}"), needed to add lines to a table's order. */
  locationToken?: string | null | undefined;
  locationTokenSalt: string;
  /** The device's role on the order from its X-Order-Key; null when it has none yet. */
  role: OrderRole | null;
}

export interface PatchOrderResult {
  view: OrderView;
  /** A new member key when this request joined the order with its table's token (issue 24). */
  memberKey: string | null;
}

type OrderRow = typeof orders.$inferSelect;

const notActive = (status: string) =>
  new ApiProblem(409, { detail: `The order is ${status}: lines can only be added to an active order.` });

/** Lines not yet on the order: a cart_uuid already there (or earlier in the payload) is not added twice. */
function freshLines(lines: readonly PayloadLine[], present: ReadonlySet<string>): PayloadLine[] {
  const seen = new Set(present);
  return lines.filter(({ line }) => {
    if (!line.cart_uuid) return true;
    if (seen.has(line.cart_uuid)) return false;
    seen.add(line.cart_uuid);
    return true;
  });
}

async function cartUuidsOf(db: Db, uuid: string): Promise<Set<string>> {
  const rows = await db.select({ cartUuid: lineItems.cartUuid }).from(lineItems).where(eq(lineItems.orderUuid, uuid));
  return new Set(rows.flatMap((row) => (row.cartUuid ? [row.cartUuid] : [])));
}

/**
 * PATCH /{lang}/api/order/{id}/: adds re-priced lines to an active order (or merges a cart into it)
 * and recomputes its totals with its coupon (while still valid), its delivery fee, loyalty and tips,
 * in one transaction that also publishes order-update. Answers the order as read.
 */
export async function patchOrder(deps: VenueApiDeps, request: PatchOrderRequest): Promise<PatchOrderResult> {
  const { db } = deps.database;
  if (!isOrderUuid(request.uuid)) throw notFound("Order");
  const uuid = request.uuid.toLowerCase();
  const [order] = await db.select().from(orders).where(eq(orders.uuid, uuid)).limit(1);
  if (!order) throw notFound("Order");
  if (!isActiveStatus(order.status)) throw notActive(order.status);

  const now = deps.clock();
  const venue = await loadOrderingVenue(db, order.venueId, request.lang, now);
  if (!venue) throw notFound("Order");
  const joins = request.role === null;
  await requirePlaceToken(db, order, request, venue.row.document, now);
  if (!joins && request.lines.length > 0) await refuseEndedSession(db, order, venue.row.document, now);
  const payloadLines = request.lines.map((line, index) => ({ index, line }));
  const candidates = freshLines(payloadLines, await cartUuidsOf(db, uuid));
  if (candidates.length > 0) checkVenueTakesOrders(venue);
  const priced = priceLines(venue, candidates, now);

  const update = await db.transaction(async (transaction): Promise<{ event: OrderUpdate; memberKey: string | null }> => {
    const tx: Db = transaction;
    const [locked] = await tx.select().from(orders).where(eq(orders.uuid, uuid)).for("update");
    if (!locked) throw notFound("Order");
    if (!isActiveStatus(locked.status)) throw notActive(locked.status);
    await refuseClosedTab(tx, venue.row.document, uuid);
    const present = await cartUuidsOf(tx, uuid);
    const added = priced.filter((line) => !line.cartUuid || !present.has(line.cartUuid));
    await insertLines(tx, uuid, added, now);
    if (added.length > 0) await withdrawAvailableShares(tx, uuid);
    await requote(tx, venue, locked, now);
    const memberKey = joins ? await issueMemberKey(tx, uuid, "member", now) : null;
    const event = { uuid, status: locked.status, updated: now.toISOString() };
    await deps.events.publish(tx, event);
    return { event, memberKey };
  });
  await realtimeAfterCommit(deps)?.(update.event);
  const view = await loadOrderView(db, uuid);
  if (!view) throw notFound("Order");
  return { view, memberKey: update.memberKey };
}

/** An invalid token is no token; other failures are not the guest's. */
const refusedToken = (error: unknown): null => {
  if (error instanceof ApiProblem) return null;
  throw error;
};

/**
 * A device without a member key joins the order only with the token of the order's table or room
 * (issue 10 item 6, issue 24): not with its uuid alone (a shared order link, a browser history), and
 * not once the table's session has ended (the bill settled, or left idle), so an old photo of the QR
 * code never reaches the next party's bill. A member needs no token, but one it sends must be the
 * order's place: a guest who moved to another table does not add to the old table's bill. Orders
 * without a table or room take lines only from their members.
 */
async function requirePlaceToken(
  db: Db,
  order: OrderRow,
  request: PatchOrderRequest,
  document: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const token = request.locationToken?.trim();
  if (!token && request.role !== null) return;
  const place = token ? await verifyLocationToken(db, order.venueId, token, request.locationTokenSalt).catch(refusedToken) : null;
  const atPlace = place !== null && place.type !== "area" && place.type === order.originType && place.label === order.originLabel;
  if (!atPlace) {
    const detail =
      order.originType === "table"
        ? "Lines are added to a table's order only from its table: scan the QR code on the table."
        : NOT_A_MEMBER;
    throw new ApiProblem(403, { detail, errors: { location_token: [detail] } });
  }
  if (request.role === null && (await openSessionOrNull(db, document, order.uuid, now)) === null) {
    throw new ApiProblem(409, { detail: SESSION_ENDED, errors: { location_token: [SESSION_ENDED] } });
  }
}

/**
 * A member key outlives the table's session, the bill it was issued for does not: once the session
 * ended (the bill settled, or left idle; an order no longer active was refused above) new lines would be unpaid
 * lines on a closed bill, so the guest starts a new order instead. Orders without a table or room
 * have no session; a device joining with the token was already refused in requirePlaceToken.
 */
async function refuseEndedSession(db: Db, order: OrderRow, document: Record<string, unknown>, now: Date): Promise<void> {
  if (order.originType !== "table" && order.originType !== "room") return;
  if ((await openSessionOrNull(db, document, order.uuid, now)) !== null) return;
  throw new ApiProblem(409, { detail: ORDER_CLOSED });
}

/**
 * A split divides the balance due (001 section 4: the shares add up to it); added lines change that
 * balance, so the shares nobody is paying yet go and the guests split again, as a new split would
 * replace them. A share being paid or paid stays: its money is the gateway's or already counted.
 */
async function withdrawAvailableShares(tx: Db, uuid: string): Promise<void> {
  await tx.delete(splitPayments).where(and(eq(splitPayments.orderUuid, uuid), eq(splitPayments.status, SPLIT_STATUS.available)));
}

/** Recomputes and stores the order's amounts from its lines that are not Deleted. */
async function requote(tx: Db, venue: OrderingVenue, order: OrderRow, now: Date): Promise<void> {
  const rows = await tx
    .select()
    .from(lineItems)
    .where(and(eq(lineItems.orderUuid, order.uuid), ne(lineItems.status, "Deleted")));
  const lines = rows.map((row) => {
    const entry = venue.products.get(row.product);
    return {
      product: row.product,
      categoryId: entry ? categoryIdOf(entry) : 0,
      unitPrice: toMilli(row.productPrice),
      quantity: row.quantity,
    };
  });
  const coupon = order.couponCode ? await findValidCouponForOrder(tx, order.venueId, order.couponCode, now) : null;
  const additional = order.additionalData;
  const employeeId = typeof additional.employee_id === "string" ? additional.employee_id : null;
  const orderType = isOrderType(order.orderType) ? order.orderType : "dine_in";
  const { totals, discounts, taxes, loyalty } = quoteOrder({
    venue,
    lines,
    orderType,
    coupon,
    deliveryFee: toMilli(order.deliveryFees),
    employeeId,
    // The default contact phone (001 section 9) is no employee's.
    phone: isGuestPhone(order.phone) ? order.phone : null,
    tips: toMilli(order.tipsAmount),
  });
  await tx
    .update(orders)
    .set({
      couponCode: coupon?.code ?? null,
      discounts,
      taxes,
      subTotal: moneyText(totals.subtotal),
      discount: moneyText(totals.discount),
      deliveryFees: moneyText(totals.deliveryFee),
      total: moneyText(totals.total),
      additionalData: { ...additional, iiko_loyalty_discounts: loyalty },
      updatedAt: now,
    })
    .where(eq(orders.uuid, order.uuid));
}
