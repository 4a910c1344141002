import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { OrderCreated, OrderPayload } from "@/lib/api/schemas/order";
import { paymentProvider, type PaymentProvider } from "@/lib/api/schemas/payment";
import type { Language } from "@/lib/domain/language";
import { orderContact } from "@/lib/domain/order-contact";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import type { VenueApiDeps } from "../../deps";
import { ApiProblem } from "../../errors";
import { processMetrics } from "../../observability/metrics";
import type { OrderUpdate } from "../events";
import { CARD_PAYMENT_UNAVAILABLE } from "../payments/gateway";
import { startOrderPayment } from "../payments/start";
import { realtimeAfterCommit } from "../realtime/after-commit";
import { prepareOrder, type PreparedOrder } from "./prepare";
import { orderProblem } from "./problems";
import { moneyText } from "./quote";
import {
  activeTableOrder,
  createdAnswer,
  findOrderByKey,
  idempotencyKeyFor,
  insertLines,
  lockVenueOrders,
  nextOrderNumber,
  requestFingerprint,
} from "./store";
import { issueMemberKey } from "./members";
import { openTabOrNull } from "./table-tab";
import { openSessionOrNull } from "./table-session";
import { loadOrderingVenue, type OrderingVenue } from "./venue-menu";
import { isTableTabEnabled } from "../partner/venue";
import { linesInLanguage } from "./lines-in-language";
import { loadOrderView } from "./view";

export interface CreateOrderRequest {
  lang: Language;
  payload: OrderPayload;
  /** The Idempotency-Key header, when sent. */
  idempotencyKey: string | undefined;
  /** Where the payment gateway returns the guest: the guest app's origin. */
  appOrigin: string;
}

export interface CreateOrderResult {
  /** False when the key named an order created before: nothing was written. */
  created: boolean;
  body: OrderCreated;
}

type Stored = { created: true; body: OrderCreated; update: OrderUpdate } | { created: false; body: OrderCreated };

/**
 * POST /{lang}/api/order/: checks and re-prices the order, then stores it, its lines, its card
 * payment and its order-update event in one transaction. The same idempotency key returns the
 * first order's answer and writes nothing, also when duplicates arrive at once.
 */
export async function createOrder(deps: VenueApiDeps, request: CreateOrderRequest): Promise<CreateOrderResult> {
  const { db } = deps.database;
  const { payload } = request;
  const now = deps.clock();
  const venue = await loadOrderingVenue(db, payload.menu, request.lang, now);
  if (!venue) throw orderProblem("menu", `Unknown menu ${payload.menu}.`);
  const key = idempotencyKeyFor(request.idempotencyKey, payload.line_items);
  const fingerprint = requestFingerprint(payload, request.lang);

  // A retry must get its order back even if the menu has changed since, and its device a creator key.
  const replay = await findOrderByKey(db, venue.row.id, key, fingerprint);
  if (replay) return { created: false, body: await withCreatorKey(db, replay, now) };

  const prepared = await prepareOrder(db, venue, payload, now, deps.settings.locationTokenSalt);
  // A card order must come with a payment the guest can pay.
  if (payload.payment_type === "card" && prepared.quote.totals.total > 0 && !deps.payments.accepts(providerOf(venue))) {
    throw orderProblem("payment_type", CARD_PAYMENT_UNAVAILABLE);
  }
  const stored = await db.transaction(async (transaction): Promise<Stored> => {
    const tx: Db = transaction;
    await lockVenueOrders(tx, venue.row.id);
    const first = await findOrderByKey(tx, venue.row.id, key, fingerprint);
    if (first) return { created: false, body: first };
    if (prepared.tableLabel) await refuseBusyTable(tx, venue, prepared.tableLabel, now);
    return insertOrder(tx, deps, { request, venue, prepared, key, fingerprint, now });
  });
  if (stored.created) {
    processMetrics().ordersCreated.inc({ order_type: payload.order_type });
    await realtimeAfterCommit(deps)?.(stored.update);
  }
  return { created: stored.created, body: await withCreatorKey(db, stored.body, now) };
}

/**
 * The answer with a fresh creator key (issue 24): only its hash is stored, so a replay of the same
 * request (the same idempotency key and payload, which only the ordering device has) gets a new one.
 */
async function withCreatorKey(db: Db, body: OrderCreated, now: Date): Promise<OrderCreated> {
  return { ...body, member_key: await issueMemberKey(db, body.uuid, "creator", now) };
}

/**
 * 409 with the table's active order, which the guest app offers to merge the cart into (001 section
 * 4). Only a guest holding the table's token gets here (tableLabel comes from it), and the answer
 * carries the uuid and what the merge dialog shows of the lines: no name, phone, e-mail, address,
 * special instructions or cart ids of the guest who ordered first.
 */
async function refuseBusyTable(tx: Db, venue: OrderingVenue, tableLabel: string, now: Date): Promise<void> {
  const { row } = venue;
  // A table tab paid in full is closed, and a table session settled or idle is over: the table's next guests start a new order.
  const active = await activeTableOrder(tx, row.id, tableLabel, isTableTabEnabled(row.document));
  const uuid = await openSessionOrNull(tx, row.document, await openTabOrNull(tx, row.document, active), now);
  if (!uuid) return;
  const existing = await loadOrderView(tx, uuid);
  const shown = (existing?.line_items ?? []).map((line) => ({ ...line, special_instructions: "", cart_uuid: null }));
  // Named in this guest's language, whoever added them (issue 24 item 5).
  const lines = linesInLanguage(venue, shown);
  throw new ApiProblem(409, {
    detail: "Active order on this table",
    existing_order: { uuid, line_items: lines },
  });
}

interface InsertArgs {
  request: CreateOrderRequest;
  venue: OrderingVenue;
  prepared: PreparedOrder;
  key: string;
  fingerprint: string;
  now: Date;
}

async function insertOrder(tx: Db, deps: VenueApiDeps, args: InsertArgs): Promise<Stored> {
  const {
    request: { payload, lang, appOrigin },
    venue,
    prepared,
    key,
    fingerprint,
    now,
  } = args;
  const { totals, discounts, taxes, loyalty } = prepared.quote;
  const uuid = randomUUID();
  const orderNumber = await nextOrderNumber(tx, venue.row.id);
  const currency = venue.menu.currency;
  const originLabel = prepared.location?.label ?? null;
  const inserted = await tx
    .insert(orders)
    .values({
      uuid,
      venueId: venue.row.id,
      orderNumber,
      idempotencyKey: key,
      idempotencyFingerprint: fingerprint,
      status: "pending",
      language: lang,
      orderType: payload.order_type,
      paymentType: payload.payment_type,
      // 001 section 9: the fallback customer name is the table or location label.
      customerName: payload.customer_name.trim() || originLabel || "Guest",
      // 001 section 9: default contact e-mail and phone when the guest gave none (table and room orders ask neither).
      ...orderContact(payload),
      address: {
        address: payload.address,
        address_coordinates: payload.address_coordinates ?? null,
        address_google_place_data: payload.address_google_place_data ?? null,
        address_flat_no: payload.address_flat_no ?? "",
        address_building_premise: payload.address_building_premise ?? "",
        address_area_street: payload.address_area_street ?? "",
        address_landmark: payload.address_landmark ?? "",
      },
      deliveryDatetime: payload.delivery_datetime ? new Date(payload.delivery_datetime) : null,
      orderComments: payload.order_comments,
      originLabel,
      originType: prepared.originType,
      originLocation: payload.origin_location ?? null,
      couponCode: prepared.coupon?.code ?? null,
      discounts,
      taxes,
      subTotal: moneyText(totals.subtotal),
      discount: moneyText(totals.discount),
      deliveryFees: moneyText(totals.deliveryFee),
      tipsAmount: moneyText(totals.tips),
      total: moneyText(totals.total),
      currency,
      additionalData: { employee_id: payload.additional_data?.employee_id ?? null, iiko_loyalty_discounts: loyalty },
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [orders.venueId, orders.idempotencyKey] })
    .returning({ uuid: orders.uuid });
  if (inserted.length === 0) {
    // Only a writer outside the venue lock can get here; its order is the first one.
    const first = await findOrderByKey(tx, venue.row.id, key, fingerprint);
    if (first) return { created: false, body: first };
    throw new Error("Order insert conflicted without an existing order");
  }
  await insertLines(tx, uuid, prepared.lines, now);

  let paymentUrl: string | null = null;
  if (payload.payment_type === "card" && totals.total > 0) {
    const payment = await startOrderPayment(tx, deps, {
      orderUuid: uuid,
      amount: totals.total,
      currency,
      language: lang,
      provider: providerOf(venue),
      appOrigin,
    });
    paymentUrl = payment.paymentUrl;
    await tx.update(orders).set({ paymentUrl }).where(eq(orders.uuid, uuid));
  }
  const update: OrderUpdate = { uuid, status: "pending", updated: now.toISOString() };
  await deps.events.publish(tx, update);
  return { created: true, body: createdAnswer({ uuid, orderNumber, paymentUrl }), update };
}

// The venue file validates the provider; rows written otherwise fall back to its default.
function providerOf(venue: OrderingVenue): PaymentProvider {
  const parsed = paymentProvider.safeParse(venue.row.paymentProvider);
  return parsed.success ? parsed.data : "stripe";
}
