import { asc, eq } from "drizzle-orm";
import { payments, splitPayments } from "../db/schema";
import { newPaymentReference } from "../services/payments/start";
import { RATE_LIMITS } from "../services/rate-limit";
import { AMAL, httpError, insertOrder, otpOf, partnerVenue } from "../test/fixtures/partner";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

// Issue 10 item 10: "ten calls of /iiko/af/payments/ made ten payable payments: 504.00 paid on a
// 50.40 order. One open payment per order (or per split share) at a time; a second call returns
// the open one; no payment can make the paid sum exceed the total."

let api: TestApi;
beforeAll(async () => {
  // The per-client limits are raised: the attacks here are about the order's payments, not floods.
  const many = { limit: 1_000, windowMs: 60_000 };
  api = await startTestApi({ limits: { ...RATE_LIMITS, payment: many, split: many, "sandbox-pay": many, otp: many } });
  await api.importVenue(testVenue());
  await api.importVenue(partnerVenue());
}, 60_000);
afterAll(() => api.close());

const paymentsOf = (uuid: string) => api.db.select().from(payments).where(eq(payments.orderUuid, uuid)).orderBy(asc(payments.id));
const paidSum = async (uuid: string) =>
  (await paymentsOf(uuid))
    .filter((payment) => payment.status === "PAID")
    .reduce((total, payment) => total + Math.round(Number(payment.amount) * 1000), 0) / 1000;
const referenceOf = (paymentUrl: string) => new URL(paymentUrl).pathname.split("/").filter(Boolean).at(-1) ?? "";
const payFull = (orderId: string) => api.client.payFull({ order_id: orderId, payment_options: "full", selected_language: "en" });
const paySplit = (orderId: string, share: string) =>
  api.client.paySplit({ order_id: orderId, split_payment_uuid: share, selected_language: "en" });
/** The guest presses Pay on the sandbox page, as the browser's form sends it. */
const pressPay = (reference: string) =>
  api.http(`/sandbox/pay/${reference}/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    body: new URLSearchParams({ action: "pay" }).toString(),
    redirect: "manual",
  });

describe("full payment: one open payment per order", () => {
  it("answers 10 concurrent starts on a 50.40 order with one open payment and one URL", async () => {
    const uuid = await insertOrder(api.db, { total: 50.4 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => payFull(uuid)));
    expect(new Set(answers.map((answer) => answer.payment_url)).size).toBe(1);
    const rows = await paymentsOf(uuid);
    expect(rows.map(({ status, amount }) => ({ status, amount }))).toEqual([{ status: "PENDING", amount: "50.400" }]);
    expect(answers[0]?.payment_url).toBe(rows[0]?.paymentUrl);
  });

  it("pays 50.40 once however often the guest starts and presses Pay", async () => {
    const uuid = await insertOrder(api.db, { total: 50.4 });
    const urls = await Promise.all(Array.from({ length: 10 }, () => payFull(uuid)));
    for (const { payment_url } of urls) expect((await pressPay(referenceOf(payment_url))).status).toBe(303);
    expect(await paidSum(uuid)).toBe(50.4);
    expect((await httpError(payFull(uuid))).status).toBe(400);
  });

  it("refuses a wallet payment while the card page is open, and never pays past the total once it is closed", async () => {
    const uuid = await insertOrder(api.db, { total: 50.4 });
    const stale = await payFull(uuid);
    // Issue 24 item 3: one payment at a time. The wallet waits until the open card page is closed.
    const redeem = () => api.client.redeemWallet(uuid, { wallet_id: AMAL.wallet_id, amount: 10, otp: otpOf(AMAL) });
    expect((await httpError(redeem())).status).toBe(409);
    expect(await api.client.expireOpenPayments({ order_id: uuid })).toEqual({ expired: 1 });
    // Part of the bill is paid from the wallet: 40.40 is left.
    await redeem();
    const fresh = await payFull(uuid);
    expect(fresh.payment_url).not.toBe(stale.payment_url);
    expect((await paymentsOf(uuid)).map(({ status, amount }) => ({ status, amount }))).toEqual([
      { status: "FAILED", amount: "50.400" },
      { status: "PAID", amount: "10.000" },
      { status: "PENDING", amount: "40.400" },
    ]);
    await pressPay(referenceOf(stale.payment_url));
    await pressPay(referenceOf(fresh.payment_url));
    expect(await paidSum(uuid)).toBe(50.4);
  });

  it("refuses to mark paid a payment left open from before (two of them) beyond the total", async () => {
    const uuid = await insertOrder(api.db, { total: 50.4 });
    const references = [newPaymentReference(), newPaymentReference()];
    await api.db.insert(payments).values(
      references.map((reference) => ({
        orderUuid: uuid,
        provider: "stripe",
        reference,
        paymentType: "card",
        amount: "50.400",
        status: "PENDING" as const,
        language: "en",
      })),
    );
    const answers = await Promise.all(references.map((reference) => pressPay(reference)));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    expect((await paymentsOf(uuid)).map((payment) => payment.status).sort()).toEqual(["FAILED", "PAID"]);
    expect(await paidSum(uuid)).toBe(50.4);
  });
});

describe("split shares: one open payment per share", () => {
  async function splitOrder(): Promise<{ uuid: string; shares: string[] }> {
    const uuid = await insertOrder(api.db, { total: 50.4 });
    await api.client.createSplitPayments({ order_id: uuid, split_amounts: [20, 30.4] });
    const rows = await api.db.select().from(splitPayments).where(eq(splitPayments.orderUuid, uuid)).orderBy(asc(splitPayments.guestName));
    return { uuid, shares: rows.map((row) => row.uuid) };
  }

  it("answers 10 concurrent starts of one share with one open payment and one URL", async () => {
    const { uuid, shares } = await splitOrder();
    const answers = await Promise.all(Array.from({ length: 10 }, () => paySplit(uuid, shares[0] ?? "")));
    expect(new Set(answers.map((answer) => answer.payment_url)).size).toBe(1);
    expect((await paymentsOf(uuid)).map(({ status, amount }) => ({ status, amount }))).toEqual([{ status: "PENDING", amount: "20.000" }]);
    for (const { payment_url } of answers) await pressPay(referenceOf(payment_url));
    expect(await paidSum(uuid)).toBe(20);
  });

  it("never pays the whole order and its shares both: a share waits until the open full payment is closed", async () => {
    const { uuid, shares } = await splitOrder();
    const full = await payFull(uuid);
    // Issue 24 item 3: 409 while the whole bill's card page is open; closed first, the share starts.
    expect((await httpError(paySplit(uuid, shares[0] ?? ""))).status).toBe(409);
    await api.client.expireOpenPayments({ order_id: uuid });
    const first = await paySplit(uuid, shares[0] ?? "");
    // With a share being paid, the whole order cannot be started again.
    expect((await httpError(payFull(uuid))).status).toBe(409);
    const second = await paySplit(uuid, shares[1] ?? "");
    await Promise.all([full, first, second].map(({ payment_url }) => pressPay(referenceOf(payment_url))));
    expect(await paidSum(uuid)).toBe(50.4);
    expect((await paymentsOf(uuid)).find((payment) => payment.paymentUrl === full.payment_url)?.status).toBe("FAILED");
  });
});
