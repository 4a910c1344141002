import { insertTestCreatorKey } from "./member-keys";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PaymentProvider } from "@/lib/api/schemas/payment";
import { toMilli } from "@/lib/domain/money";
import { orders, splitPayments } from "../db/schema";
import { startOrderPayment } from "../services/payments/start";
import { venuePaymentProvider } from "../services/payments/provider";
import type { TestApi } from "./harness";
import { testVenue } from "./fixtures/venue";

export const APP_ORIGIN = "http://app.test";
export const VENUE_ID = 100;
let orderNumber = 0;

/** A card order written straight to the database, as order creation would leave it. */
export async function insertOrder(api: TestApi, total = "12.600", language = "en"): Promise<{ uuid: string; orderNumber: number }> {
  const uuid = randomUUID();
  orderNumber += 1;
  await api.db.insert(orders).values({
    uuid,
    venueId: VENUE_ID,
    orderNumber,
    idempotencyKey: uuid,
    language,
    orderType: "takeaway",
    paymentType: "card",
    subTotal: total,
    total,
    currency: "AED",
  });
  await insertTestCreatorKey(api.db, uuid);
  return { uuid, orderNumber };
}

/** Switches the venue's provider the way an operator does: by re-importing its file. */
export async function useProvider(api: TestApi, provider: PaymentProvider): Promise<void> {
  await api.importVenue(testVenue({ payment_provider: provider }));
}

/** An order and its PENDING payment with the venue's provider. */
export async function orderWithPayment(api: TestApi, options: { total?: string; language?: string; split?: boolean } = {}) {
  const order = await insertOrder(api, options.total, options.language);
  const provider = await venuePaymentProvider(api.db, VENUE_ID);
  let splitPaymentUuid: string | null = null;
  if (options.split) {
    splitPaymentUuid = randomUUID();
    await api.db.insert(splitPayments).values({
      uuid: splitPaymentUuid,
      orderUuid: order.uuid,
      guestName: "Guest 2",
      amount: "6.300",
      status: "PENDING",
    });
  }
  const started = await startOrderPayment(api.db, api.deps, {
    orderUuid: order.uuid,
    amount: toMilli(options.total ?? "12.600"),
    currency: "AED",
    language: options.language ?? "en",
    provider,
    appOrigin: APP_ORIGIN,
    splitPaymentUuid,
  });
  return { ...order, ...started, provider, splitPaymentUuid };
}

export async function splitStatus(api: TestApi, uuid: string): Promise<string | undefined> {
  const [row] = await api.db.select({ status: splitPayments.status }).from(splitPayments).where(eq(splitPayments.uuid, uuid));
  return row?.status;
}

/** The guest's answer on the hosted page, as the browser's form sends it; the redirect is not followed. */
export function answerPage(api: TestApi, reference: string, action: string): Promise<Response> {
  return api.http(`/sandbox/pay/${reference}/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    body: new URLSearchParams({ action }).toString(),
    redirect: "manual",
  });
}
