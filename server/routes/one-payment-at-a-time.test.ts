import { eq } from "drizzle-orm";
import { evenSplit } from "@/lib/domain/split";
import { toMilli } from "@/lib/domain/money";
import { payments, splitPayments, wallets } from "../db/schema";
import { CARD_PAYMENT_OPEN } from "../services/payments/open-card-payment";
import { insertOrder, KARIM, otpOf, partnerVenue } from "../test/fixtures/partner";
import { startTestApi, type TestApi } from "../test/harness";
import { answerPage } from "../test/payments-fixtures";
import { draft, fixtureCategories, line, newKey } from "../test/orders-test-kit";

// Issue 24 items 3 and 4, as a guest's phone makes the calls: one card payment at a time on a bill,
// and an order whose total is 54.285 before rounding paid to exactly 0 three ways.

let api: TestApi;
let now = new Date("2026-03-01T10:00:00Z");
beforeEach(() => {
  // Each test a fresh 30-second OTP step, so every wallet OTP is unused.
  now = new Date(now.getTime() + 60_000);
});
beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  // The partner venue with VAT 5 % only and a 51.70 platter: 51.70 + 2.585 = 54.285 before rounding.
  const platter = { id: 19, name: { en: "Platter", ar: "طبق" }, sku: "PLATTER", price: 51.7, category: 1 };
  await api.importVenue(
    partnerVenue(
      // No loyalty promotions: the platter's total stays 54.285 before rounding.
      { partner: { wallets: [KARIM], employees: [], loyalty_promotions: [] } },
      {
        taxes: [{ id: 1, name: { en: "VAT", ar: "ضريبة القيمة المضافة" }, type: "percentage", rate: 5 }],
        categories: fixtureCategories([platter]),
        minimum_order_amount: 0,
      },
    ),
  );
}, 60_000);
afterAll(() => api.close());

/** Every call a guest's device makes about an order: api.http sends the device's member key (X-Order-Key). */
async function guestCall(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await api.http(path, { method: "POST", body: JSON.stringify(body), headers: { "x-forwarded-for": "192.0.2.80" } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const payFull = (orderId: string) =>
  guestCall("/iiko/af/payments/", { order_id: orderId, payment_options: "full", selected_language: "en" });
const split = (orderId: string, amounts: number[]) =>
  guestCall("/iiko/af/split-payments/create/", { order_id: orderId, split_amounts: amounts });
const payShare = (orderId: string, share: string) =>
  guestCall("/iiko/af/split-payments/", { order_id: orderId, split_payment_uuid: share, selected_language: "en" });
const redeem = (orderId: string, amount: number) =>
  guestCall(`/iiko/af/blue/${orderId}/`, { wallet_id: KARIM.wallet_id, amount, otp: otpOf(KARIM, now) });
const expireOpen = (orderId: string) => guestCall("/iiko/af/payments/expire/", { order_id: orderId });

const referenceOf = (paymentUrl: unknown) => new URL(String(paymentUrl)).pathname.split("/").filter(Boolean).at(-1) ?? "";
const payOnPage = async (paymentUrl: unknown) => expect((await answerPage(api, referenceOf(paymentUrl), "pay")).status).toBe(303);
const balanceOf = async () => (await api.db.select().from(wallets).where(eq(wallets.walletId, KARIM.wallet_id)))[0]?.balance;
const paymentsOf = (uuid: string) => api.db.select().from(payments).where(eq(payments.orderUuid, uuid)).orderBy(payments.id);
const sharesOf = (uuid: string) =>
  api.db.select().from(splitPayments).where(eq(splitPayments.orderUuid, uuid)).orderBy(splitPayments.guestName);
const order = (uuid: string) => api.client.getOrder("en", uuid);

describe("one card payment at a time on a bill (issue 24 item 3)", () => {
  it("refuses a wallet redeem while the bill's card page is open (409), and takes it once that page is expired", async () => {
    const uuid = await insertOrder(api.db, { phone: "+971509998888" });
    const card = await payFull(uuid);
    expect(card.status).toBe(200);
    const before = await balanceOf();

    const refused = await redeem(uuid, 10);
    expect(refused).toEqual({ status: 409, body: { detail: CARD_PAYMENT_OPEN } });
    expect(await balanceOf()).toBe(before);
    expect((await paymentsOf(uuid)).map((payment) => payment.status)).toEqual(["PENDING"]);

    expect(await expireOpen(uuid)).toEqual({ status: 200, body: { expired: 1 } });
    // The expired page refuses to pay: its payment stays FAILED and the bill unpaid.
    await payOnPage(card.body.payment_url);
    expect((await paymentsOf(uuid)).map((payment) => payment.status)).toEqual(["FAILED"]);
    expect((await order(uuid)).balance_due).toBe(43);

    now = new Date(now.getTime() + 30_000);
    expect((await redeem(uuid, 10)).status).toBe(200);
    expect((await order(uuid)).balance_due).toBe(33);
  });

  it("refuses a split share (and a new split) while a full card payment is open; the full page pays the bill alone", async () => {
    const uuid = await insertOrder(api.db);
    expect((await split(uuid, [21.5, 21.5])).status).toBe(200);
    const [share] = await sharesOf(uuid);
    const card = await payFull(uuid);
    expect(card.status).toBe(200);

    expect(await payShare(uuid, share?.uuid ?? "")).toEqual({ status: 409, body: { detail: CARD_PAYMENT_OPEN } });
    expect(await split(uuid, [20, 23])).toEqual({ status: 409, body: { detail: CARD_PAYMENT_OPEN } });
    expect((await sharesOf(uuid)).map((row) => row.status)).toEqual(["AVAILABLE", "AVAILABLE"]);

    await payOnPage(card.body.payment_url);
    const paid = await order(uuid);
    expect(paid.balance_due).toBe(0);
    expect(paid.payments).toEqual([{ payment_type: "card", amount: 43 }]);
  });

  it("takes the share once the open full payment is expired first, and that page then pays nothing", async () => {
    const uuid = await insertOrder(api.db);
    await split(uuid, [21.5, 21.5]);
    const [share] = await sharesOf(uuid);
    const card = await payFull(uuid);
    expect(await expireOpen(uuid)).toEqual({ status: 200, body: { expired: 1 } });
    const started = await payShare(uuid, share?.uuid ?? "");
    expect(started.status).toBe(200);
    await payOnPage(started.body.payment_url);
    await payOnPage(card.body.payment_url);
    const after = await order(uuid);
    expect(after.balance_due).toBe(21.5);
    expect(after.payments).toEqual([{ payment_type: "card", amount: 21.5 }]);
  });

  it("answers 0 when nothing is open, 404 for an unknown order and 400 for a malformed body", async () => {
    expect(await expireOpen(await insertOrder(api.db))).toEqual({ status: 200, body: { expired: 0 } });
    expect((await expireOpen("7c1e0a52-5f7b-4d0e-9a55-2a1f1f0b9e11")).status).toBe(404);
    expect((await guestCall("/iiko/af/payments/expire/", { order_id: "" })).status).toBe(400);
  });

  it("closes nobody's card page for a stranger who knows only the order's uuid: 403, the page stays open", async () => {
    const { uuid, paymentUrl } = await platterOrder();
    const answer = await api.stranger.http("/iiko/af/payments/expire/", { method: "POST", body: JSON.stringify({ order_id: uuid }) });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ detail: expect.stringContaining("device") });
    expect((await paymentsOf(uuid)).map((payment) => payment.status)).toEqual(["PENDING"]);
    expect(paymentUrl).not.toBeNull();
  });
});

/** A card order of one platter: 54.285 AED before rounding. */
async function platterOrder(): Promise<{ uuid: string; paymentUrl: string | null }> {
  const created = await api.client.createOrder("en", draft([line(19)], { menu: 200, payment_type: "card", phone: "+971509998888" }), {
    idempotencyKey: newKey("platter"),
  });
  return { uuid: created.uuid, paymentUrl: created.payment_url ?? null };
}

describe("a 54.285 order, rounded once, pays to exactly 0 (issue 24 item 4)", () => {
  it("is stored, answered and charged as 54.29", async () => {
    const { uuid, paymentUrl } = await platterOrder();
    const stored = await order(uuid);
    expect(stored.total).toBe(54.29);
    expect(stored.balance_due).toBe(54.29);
    expect((await paymentsOf(uuid)).map((payment) => payment.amount)).toEqual(["54.290"]);
    await payOnPage(paymentUrl);
    expect((await order(uuid)).balance_due).toBe(0);
  });

  it("pays to 0 by wallet plus card", async () => {
    const { uuid } = await platterOrder();
    await expireOpen(uuid);
    expect((await redeem(uuid, 20)).status).toBe(200);
    const card = await payFull(uuid);
    expect((await paymentsOf(uuid)).at(-1)?.amount).toBe("34.290");
    await payOnPage(card.body.payment_url);
    const paid = await order(uuid);
    expect(paid.balance_due).toBe(0);
    // What was paid is the stored total exactly: nothing charged above it, nothing left below it.
    expect(paid.total).toBe(54.29);
    expect(paid.payments.map((payment) => payment.amount)).toEqual([20, 34.29]);
  });

  it("pays to 0 in three shares that add up to the balance exactly", async () => {
    const { uuid } = await platterOrder();
    await expireOpen(uuid);
    const amounts = evenSplit(toMilli((await order(uuid)).balance_due), 3, 2).map((amount) => amount / 1000);
    expect(amounts).toEqual([18.09, 18.09, 18.11]);
    expect((await split(uuid, amounts)).status).toBe(200);
    for (const share of await sharesOf(uuid)) {
      const started = await payShare(uuid, share.uuid);
      expect(started.status).toBe(200);
      await payOnPage(started.body.payment_url);
    }
    const paid = await order(uuid);
    expect(paid.balance_due).toBe(0);
    expect(paid.total).toBe(54.29);
    expect(toMilli(paid.split_payments.reduce((total, share) => total + share.amount, 0))).toBe(54_290);
    expect(paid.split_payments.map((share) => share.status)).toEqual(["PAID", "PAID", "PAID"]);
  });
});
