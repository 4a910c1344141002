import { eq } from "drizzle-orm";
import { order as orderSchema, orderPaymentStarted } from "@/lib/api/schemas/order";
import { payments } from "../db/schema";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { atPlace, cake, draft, newKey, postOrder, tea } from "../test/orders-test-kit";
import { answerPage } from "../test/payments-fixtures";

// Issue 24 item 5: "Guest A pays at table 3 (table tab off); guest B's checkout gets the merge dialog (it
// lists A's dishes in English inside the Arabic screen), Merge adds B's lines to A's paid order:
// 'balance due AED 147', and 'Try again' answers 409 The order is paid."
// The fixture venue: Hall table 3, Tea (Large/Small) and Cake, names in English and Arabic.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
}, 60_000);
afterAll(() => api.close());

// The calls a member of the order makes, in one place: the member key header goes here (issue 24 item 1).
const member = {
  patch: (uuid: string, body: unknown) => api.http(`/ar/api/order/${uuid}/`, { method: "PATCH", body: JSON.stringify(body) }),
  pay: (uuid: string) => api.http(`/ar/api/order/${uuid}/payment/`, { method: "POST", body: "{}" }),
};

const read = async (uuid: string) => orderSchema.parse(await (await api.http(`/ar/api/order/${uuid}/`)).json());

async function lastReference(uuid: string): Promise<string> {
  const rows = await api.db
    .select({ reference: payments.reference })
    .from(payments)
    .where(eq(payments.orderUuid, uuid))
    .orderBy(payments.id);
  return rows.at(-1)?.reference ?? "";
}

/** Guest A, in English, orders a large tea at table 3 by card and pays it. */
async function paidOrderAtTable3(): Promise<string> {
  const order = draft([tea("large")], { ...atPlace("t", 3), payment_type: "card" });
  const { uuid } = await api.client.createOrder("en", order, { idempotencyKey: newKey("a") });
  expect((await answerPage(api, await lastReference(uuid), "pay")).status).toBe(303);
  expect(await read(uuid)).toMatchObject({ balance_due: 0, online_payment_status: "PAID" });
  return uuid;
}

describe("merging into a paid order at the table", () => {
  it("shows the Arabic guest the lines in Arabic, and the merged balance is paid by card down to 0", async () => {
    const paid = await paidOrderAtTable3();
    const guestB = draft([cake({ quantity: 2 })], { ...atPlace("t", 3), payment_type: "card" });
    const busy = await postOrder(api, guestB, { "Idempotency-Key": newKey("b") }, "ar");
    expect(busy.status).toBe(409);
    const existing = busy.body.existing_order as { uuid: string; line_items: { product_name: string; product_variation: string }[] };
    expect(existing.uuid).toBe(paid);
    expect(existing.line_items).toEqual([expect.objectContaining({ product_name: "شاي", product_variation: "كبير" })]);

    const merged = await member.patch(paid, { line_items: [cake({ quantity: 2 })], location_token: atPlace("t", 3).location_token });
    expect(merged.status).toBe(200);
    const owed = (await read(paid)).balance_due;
    expect(owed).toBeGreaterThan(0);

    const started = await member.pay(paid);
    expect(started.status).toBe(200);
    expect(orderPaymentStarted.parse(await started.json()).payment_url).toContain("/backend/sandbox/pay/");
    const [, second] = await api.db
      .select({ amount: payments.amount })
      .from(payments)
      .where(eq(payments.orderUuid, paid))
      .orderBy(payments.id);
    expect(Number(second?.amount)).toBeCloseTo(owed, 3);
    await answerPage(api, await lastReference(paid), "pay");
    expect(await read(paid)).toMatchObject({ balance_due: 0, online_payment_status: "PAID" });
    // Nothing more to pay now: Try again is refused again.
    expect((await member.pay(paid)).status).toBe(409);
  });
});
