import { asc, eq } from "drizzle-orm";
import { payments, splitPayments } from "../db/schema";
import { completePayment } from "../services/payments/complete";
import { httpError, insertOrder, listenOrder, partnerVenue } from "../test/fixtures/partner";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
  await api.importVenue(partnerVenue());
}, 60_000);
afterAll(() => api.close());

const post = (path: string, body: unknown) => api.http(path, { method: "POST", body: JSON.stringify(body) });
const splitsOf = (uuid: string) =>
  api.db.select().from(splitPayments).where(eq(splitPayments.orderUuid, uuid)).orderBy(asc(splitPayments.guestName));
const paymentsOf = (uuid: string) => api.db.select().from(payments).where(eq(payments.orderUuid, uuid)).orderBy(asc(payments.id));
const referenceOf = (paymentUrl: string) => new URL(paymentUrl).pathname.split("/").filter(Boolean).at(-1) ?? "";
const UNKNOWN = "7c1e0a52-5f7b-4d0e-9a55-2a1f1f0b9e11";

async function splitOrder(total: number, amounts: number[]): Promise<string> {
  const uuid = await insertOrder(api.db, { total });
  await api.client.createSplitPayments({ order_id: uuid, split_amounts: amounts });
  return uuid;
}

describe("POST /iiko/af/split-payments/create/ (001 sections 4, 7, 9)", () => {
  it("creates one AVAILABLE share per guest, named Guest 1..n, and publishes order-update", async () => {
    const uuid = await insertOrder(api.db);
    const { update } = await listenOrder(api.deps.events, uuid);
    await api.client.createSplitPayments({ order_id: uuid, split_amounts: [10, 10, 23] });
    expect(await update).toMatchObject({ uuid });
    expect((await splitsOf(uuid)).map(({ guestName, amount, status }) => ({ guestName, amount, status }))).toEqual([
      { guestName: "Guest 1", amount: "10.000", status: "AVAILABLE" },
      { guestName: "Guest 2", amount: "10.000", status: "AVAILABLE" },
      { guestName: "Guest 3", amount: "23.000", status: "AVAILABLE" },
    ]);
  });

  it("accepts the initial split of 10.005 at 2 places: 5.00 + 5.01 (remainder to the second)", async () => {
    const uuid = await splitOrder(10.005, [5, 5.01]);
    expect((await splitsOf(uuid)).map((split) => split.amount)).toEqual(["5.000", "5.010"]);
  });

  it("compares at the menu's decimal places: 5.004 + 5.005 shows as 5.00 + 5.01 = 10.01", async () => {
    const uuid = await splitOrder(10.005, [5.004, 5.005]);
    expect((await splitsOf(uuid)).map((split) => split.amount)).toEqual(["5.000", "5.010"]);
  });

  it.each([
    ["5.00 + 5.00 for a balance due of 10.005 (10.01 at 2 places)", 10.005, [5, 5]],
    ["21.50 + 21.51 for a balance due of 43.00", 43, [21.5, 21.51]],
  ])("answers 400 'Invalid Split Total' for %s and writes nothing", async (_, total, amounts) => {
    const uuid = await insertOrder(api.db, { total });
    const response = await post("/iiko/af/split-payments/create/", { order_id: uuid, split_amounts: amounts });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: "Invalid Split Total", errors: { split_amounts: ["Invalid Split Total"] } });
    expect(await splitsOf(uuid)).toEqual([]);
  });

  it.each([
    [[43], "Split between at least 2 guests", "split_amounts"],
    [[5, 5, 5, 5, 5, 5, 13], "Max upto 6 guests", "split_amounts"],
    [[43, 0], "Each share must be above 0", "split_amounts.1"],
  ])("answers 400 for %j: '%s'", async (amounts, message, field) => {
    const uuid = await insertOrder(api.db);
    const response = await post("/iiko/af/split-payments/create/", { order_id: uuid, split_amounts: amounts });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { [field]: [message] } });
  });

  it("accepts 6 guests, the maximum", async () => {
    const uuid = await splitOrder(43, [7, 7, 7, 7, 7, 8]);
    expect(await splitsOf(uuid)).toHaveLength(6);
  });

  it("replaces AVAILABLE shares, keeps PAID ones and numbers new guests after them", async () => {
    const uuid = await splitOrder(43, [10, 10, 23]);
    const first = (await splitsOf(uuid))[0];
    const { payment_url } = await api.client.paySplit({ order_id: uuid, split_payment_uuid: first?.uuid ?? "", selected_language: "en" });
    await completePayment(api.deps, referenceOf(payment_url), "pay");
    // Balance due is now 33.000.
    expect((await post("/iiko/af/split-payments/create/", { order_id: uuid, split_amounts: [16.5, 16.49] })).status).toBe(400);
    await api.client.createSplitPayments({ order_id: uuid, split_amounts: [16.5, 16.5] });
    expect((await splitsOf(uuid)).map(({ guestName, amount, status }) => [guestName, amount, status])).toEqual([
      ["Guest 1", "10.000", "PAID"],
      ["Guest 2", "16.500", "AVAILABLE"],
      ["Guest 3", "16.500", "AVAILABLE"],
    ]);
  });

  it("answers 409 while a share is being paid (PENDING), 409 for a canceled order, 404 for unknown or non-partner orders", async () => {
    const uuid = await splitOrder(43, [21.5, 21.5]);
    const share = (await splitsOf(uuid))[0]?.uuid ?? "";
    await api.client.paySplit({ order_id: uuid, split_payment_uuid: share, selected_language: "en" });
    expect((await httpError(api.client.createSplitPayments({ order_id: uuid, split_amounts: [21.5, 21.5] }))).status).toBe(409);
    const canceled = await insertOrder(api.db, { status: "canceled" });
    expect((await httpError(api.client.createSplitPayments({ order_id: canceled, split_amounts: [21.5, 21.5] }))).status).toBe(409);
    for (const id of [UNKNOWN, "42", await insertOrder(api.db, { venueId: 100 })]) {
      expect((await httpError(api.client.createSplitPayments({ order_id: id, split_amounts: [21.5, 21.5] }))).status).toBe(404);
    }
  });
});

describe("POST /iiko/af/split-payments/ (001 sections 4, 7)", () => {
  it("marks the share PENDING, starts a payment for its amount and answers the payment_url", async () => {
    const uuid = await splitOrder(43, [20, 23]);
    const share = (await splitsOf(uuid))[1];
    const answer = await api.client.paySplit({ order_id: uuid, split_payment_uuid: share?.uuid ?? "", selected_language: "ar" });
    expect(answer.payment_url).toMatch(new RegExp(`^${api.baseUrl}/sandbox/pay/[0-9a-f]{32}/$`));
    expect((await splitsOf(uuid))[1]?.status).toBe("PENDING");
    expect(await paymentsOf(uuid)).toEqual([
      expect.objectContaining({
        amount: "23.000",
        status: "PENDING",
        paymentType: "card",
        provider: "stripe",
        splitPaymentUuid: share?.uuid,
        language: "ar",
        reference: referenceOf(answer.payment_url),
      }),
    ]);
  });

  // Issue 10 item 10: one open payment per share; a second call answers it (it was a 409).
  it("answers a share being paid with its open payment, 409 for a paid share, and 404 for an unknown share", async () => {
    const uuid = await splitOrder(43, [20, 23]);
    const [first, second] = await splitsOf(uuid);
    const opened = await api.client.paySplit({ order_id: uuid, split_payment_uuid: first?.uuid ?? "", selected_language: "en" });
    expect(await api.client.paySplit({ order_id: uuid, split_payment_uuid: first?.uuid ?? "", selected_language: "en" })).toEqual(opened);
    const paying = await api.client.paySplit({ order_id: uuid, split_payment_uuid: second?.uuid ?? "", selected_language: "en" });
    await completePayment(api.deps, referenceOf(paying.payment_url), "pay");
    expect(
      (await httpError(api.client.paySplit({ order_id: uuid, split_payment_uuid: second?.uuid ?? "", selected_language: "en" }))).status,
    ).toBe(409);
    expect((await httpError(api.client.paySplit({ order_id: uuid, split_payment_uuid: UNKNOWN, selected_language: "en" }))).status).toBe(
      404,
    );
    expect(await paymentsOf(uuid)).toHaveLength(2);
  });

  it("lets a declined share be paid again (it returns to AVAILABLE)", async () => {
    const uuid = await splitOrder(43, [20, 23]);
    const share = (await splitsOf(uuid))[0]?.uuid ?? "";
    const first = await api.client.paySplit({ order_id: uuid, split_payment_uuid: share, selected_language: "en" });
    await completePayment(api.deps, referenceOf(first.payment_url), "decline");
    const again = await api.client.paySplit({ order_id: uuid, split_payment_uuid: share, selected_language: "en" });
    expect(again.payment_url).not.toBe(first.payment_url);
  });

  // The shares of one split are written in one statement, at one created_at: the order as read must
  // still list them Guest 1..n after a share's row changes (the partner checkout shows them in this order).
  it("keeps the shares in guest order on the order as read once one of them is paid", async () => {
    const uuid = await splitOrder(43, [10, 10, 23]);
    const first = (await splitsOf(uuid))[0]?.uuid ?? "";
    const paying = await api.client.paySplit({ order_id: uuid, split_payment_uuid: first, selected_language: "en" });
    await completePayment(api.deps, referenceOf(paying.payment_url), "pay");
    const order = await api.client.getOrder("en", uuid);
    expect(order.split_payments.map((split) => [split.guest_name, split.status])).toEqual([
      ["Guest 1", "PAID"],
      ["Guest 2", "AVAILABLE"],
      ["Guest 3", "AVAILABLE"],
    ]);
  });

  it("answers 400 naming the fields of a malformed body, 404 for an unknown order", async () => {
    const response = await post("/iiko/af/split-payments/", { order_id: "", selected_language: "xx" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(["order_id", "split_payment_uuid", "selected_language"]));
    expect((await httpError(api.client.paySplit({ order_id: UNKNOWN, split_payment_uuid: UNKNOWN, selected_language: "en" }))).status).toBe(
      404,
    );
  });
});

describe("POST /iiko/af/payments/ (001 sections 2, 7)", () => {
  it("starts a card payment of the whole balance due (total minus PAID payments)", async () => {
    const uuid = await insertOrder(api.db);
    await api.db.insert(payments).values({
      orderUuid: uuid,
      provider: "wallet",
      reference: `full-${uuid}`,
      paymentType: "blue_wallet",
      amount: "13.000",
      status: "PAID",
    });
    const answer = await api.client.payFull({ order_id: uuid, payment_options: "full", selected_language: "en" });
    expect(answer.payment_url).toMatch(/\/backend\/sandbox\/pay\/[0-9a-f]{32}\/$/);
    const started = (await paymentsOf(uuid)).at(-1);
    expect(started).toMatchObject({
      amount: "30.000",
      status: "PENDING",
      paymentType: "card",
      splitPaymentUuid: null,
      reference: referenceOf(answer.payment_url),
    });
  });

  it("charges the balance due at the menu's decimal places: 10.005 is charged 10.01", async () => {
    const uuid = await insertOrder(api.db, { total: 10.005 });
    await api.client.payFull({ order_id: uuid, payment_options: "full", selected_language: "en" });
    expect((await paymentsOf(uuid))[0]?.amount).toBe("10.010");
  });

  it("answers 400 when the balance due is 0", async () => {
    const uuid = await insertOrder(api.db);
    await api.db.insert(payments).values({
      orderUuid: uuid,
      provider: "wallet",
      reference: `zero-${uuid}`,
      paymentType: "blue_wallet",
      amount: "43.000",
      status: "PAID",
    });
    const error = await httpError(api.client.payFull({ order_id: uuid, payment_options: "full", selected_language: "en" }));
    expect(error.status).toBe(400);
    expect(await paymentsOf(uuid)).toHaveLength(1);
  });

  it("answers 409 while a share is being paid and for a canceled order; 404 for unknown and non-partner orders", async () => {
    const uuid = await splitOrder(43, [20, 23]);
    await api.client.paySplit({ order_id: uuid, split_payment_uuid: (await splitsOf(uuid))[0]?.uuid ?? "", selected_language: "en" });
    expect((await httpError(api.client.payFull({ order_id: uuid, payment_options: "full", selected_language: "en" }))).status).toBe(409);
    const canceled = await insertOrder(api.db, { status: "rejected" });
    expect((await httpError(api.client.payFull({ order_id: canceled, payment_options: "full", selected_language: "en" }))).status).toBe(
      409,
    );
    for (const id of [UNKNOWN, await insertOrder(api.db, { venueId: 100 })]) {
      expect((await httpError(api.client.payFull({ order_id: id, payment_options: "full", selected_language: "en" }))).status).toBe(404);
    }
  });

  it("answers 400 naming payment_options when it is not 'full'", async () => {
    const uuid = await insertOrder(api.db);
    const response = await post("/iiko/af/payments/", { order_id: uuid, payment_options: "half", selected_language: "en" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { payment_options: [expect.any(String)] } });
    expect(await paymentsOf(uuid)).toEqual([]);
  });
});
