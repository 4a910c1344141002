import { count, eq } from "drizzle-orm";
import { lineItems, orders, payments, splitPayments } from "../db/schema";
import { sandboxToken } from "../services/payments/return-params";
import { cake, draft, newKey, orderCount, tea, variantVenue } from "../test/orders-test-kit";
import { insertOrder, PARTNER_MENU_ID, partnerVenue } from "../test/fixtures/partner";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

// Issue 10 item 7: "An order of one venue is readable, patchable and its receipt downloadable through
// another venue's host and API. An order belongs to its venue's host." Venue A is the fixture (menu
// 100, form 5), venue B a copy (menu 160), venue P the partner venue (menu 200), each on its own
// custom domain. Another venue's order must answer exactly like an unknown one.

const A = "menu.test-venue.example";
const B = "menu.other-venue.example";
const P = "menu.partner.example";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

let api: TestApi;
let orderOfA: string;
let referenceOfA: string;
beforeAll(async () => {
  api = await startTestApi({ venueHosts: true });
  await api.importVenue(testVenue());
  await api.importVenue(variantVenue(160, {}, { custom_domains: [B] }));
  await api.importVenue(partnerVenue({ custom_domains: [P] }));
  orderOfA = (await api.asHost(A).client.createOrder("en", draft([tea("large")], { payment_type: "card" }), { idempotencyKey: newKey() }))
    .uuid;
  const [payment] = await api.db.select({ reference: payments.reference }).from(payments).where(eq(payments.orderUuid, orderOfA));
  referenceOfA = payment?.reference ?? "";
}, 60_000);
afterAll(() => api.close());

/** Status and body of a call, the body as text so that no leak of the order can hide in it. */
async function call(host: string | null, path: string, init: RequestInit = {}): Promise<{ status: number; text: string }> {
  const response = host ? await api.asHost(host).http(path, init) : await api.http(path, init);
  return { status: response.status, text: await response.text() };
}

async function linesOf(uuid: string): Promise<number> {
  const [row] = await api.db.select({ n: count() }).from(lineItems).where(eq(lineItems.orderUuid, uuid));
  return Number(row?.n);
}

describe("venue A's order through venue B's host is not found", () => {
  it.each([
    ["GET /{lang}/api/order/{id}/", (uuid: string) => `/en/api/order/${uuid}/`],
    ["the receipt PDF", (uuid: string) => `/en/orders/${uuid}/print/order.pdf`],
    ["the events stream", (uuid: string) => `/en/api/order/${uuid}/events/`],
    ["the realtime transport", (uuid: string) => `/en/api/order/${uuid}/realtime/`],
  ])("%s: 404 exactly like an unknown order, and 200 on A's host", async (_call, path) => {
    const foreign = await call(B, path(orderOfA));
    const unknown = await call(B, path(UNKNOWN));
    expect(foreign.status).toBe(404);
    expect(foreign).toEqual(unknown);
    expect(foreign.text).not.toContain("Guest Tester");
    if (!path(orderOfA).includes("/events/")) expect((await call(A, path(orderOfA))).status).toBe(200);
  });

  it("also without any venue host (127.0.0.1 is no venue's and there is no DEFAULT_LICENSE)", async () => {
    expect((await call(null, `/en/api/order/${orderOfA}/`)).status).toBe(404);
  });

  it("PATCH: 404 and no line added", async () => {
    const before = await linesOf(orderOfA);
    const answer = await call(B, `/en/api/order/${orderOfA}/`, { method: "PATCH", body: JSON.stringify({ line_items: [cake()] }) });
    expect(answer).toEqual({ status: 404, text: JSON.stringify({ detail: "Order not found." }) });
    expect(await linesOf(orderOfA)).toBe(before);
  });

  it("the payment status of A's payment: 404 on B's host, 200 on A's", async () => {
    const body = JSON.stringify({ ref: referenceOfA, session: sandboxToken("session", referenceOfA) });
    expect(await call(B, "/en/stripe/status/", { method: "POST", body })).toEqual({
      status: 404,
      text: JSON.stringify({ detail: "Payment not found." }),
    });
    const own = await call(A, "/en/stripe/status/", { method: "POST", body });
    expect(own.status).toBe(200);
    expect(JSON.parse(own.text)).toMatchObject({ status: "PENDING", orderUUID: orderOfA });
  });

  it("an order POST for B's menu through A's host reads as an unknown menu and writes nothing", async () => {
    const before = await orderCount(api, 160);
    const answer = await call(A, "/en/api/order/", { method: "POST", body: JSON.stringify(draft([cake()], { menu: 160 })) });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ detail: "Unknown menu 160.", errors: { menu: ["Unknown menu 160."] } });
    expect(await orderCount(api, 160)).toBe(before);
  });

  it("A's form is not found on B's host, to read or to answer", async () => {
    expect((await call(B, "/en/api/feedback/5/")).status).toBe(404);
    const submission = JSON.stringify({
      feedback_id: 5,
      submission: { comment: "Nice" },
      origin_location: { type: "Point", coordinates: [55.2744, 25.1972] },
    });
    expect(await call(B, "/en/api/submission/", { method: "POST", body: submission })).toEqual({
      status: 404,
      text: JSON.stringify({ detail: "Form not found." }),
    });
    expect((await call(A, "/en/api/feedback/5/")).status).toBe(200);
  });
});

describe("partner calls by order id answer only on the order's venue host", () => {
  it("tips, splits, full payment and the wallet of P's order: 404 on A's host, nothing written", async () => {
    const uuid = await insertOrder(api.db);
    const [before] = await api.db.select().from(orders).where(eq(orders.uuid, uuid));
    const post = (path: string, body: unknown) => call(A, path, { method: "POST", body: JSON.stringify(body) });
    expect((await post("/iiko/tips/loyalty/promotions/", { order_uuid: uuid, tips_amount: 5 })).status).toBe(404);
    expect((await post("/iiko/af/split-payments/create/", { order_id: uuid, split_amounts: [20, 23] })).status).toBe(404);
    expect((await post("/iiko/af/payments/", { order_id: uuid, payment_options: "full", selected_language: "en" })).status).toBe(404);
    expect((await call(A, `/iiko/af/blue/${uuid}/`)).status).toBe(404);
    expect((await call(A, `/iiko/active-order/anything/${PARTNER_MENU_ID}/`)).status).toBe(404);
    const [after] = await api.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(after).toEqual(before);
    expect(await api.db.select().from(splitPayments).where(eq(splitPayments.orderUuid, uuid))).toEqual([]);
    expect(await api.db.select().from(payments).where(eq(payments.orderUuid, uuid))).toEqual([]);
    // On its own host the same call works.
    expect(
      (await call(P, "/iiko/tips/loyalty/promotions/", { method: "POST", body: JSON.stringify({ order_uuid: uuid, tips_amount: 5 }) }))
        .status,
    ).toBe(200);
  });
});

describe("DEFAULT_LICENSE", () => {
  it("serves its venue on every host, as the guest app does: no other venue's order is reachable", async () => {
    const orderOfB = (await api.asHost(B).client.createOrder("en", draft([cake()], { menu: 160 }), { idempotencyKey: newKey() })).uuid;
    api.deps.settings.defaultLicense = "test-venue";
    try {
      expect((await call(null, `/en/api/order/${orderOfA}/`)).status).toBe(200);
      expect((await call("unclaimed.example", `/en/api/order/${orderOfA}/`)).status).toBe(200);
      for (const host of [null, "unclaimed.example", A, B]) expect((await call(host, `/en/api/order/${orderOfB}/`)).status).toBe(404);
    } finally {
      api.deps.settings.defaultLicense = null;
    }
    expect((await call(B, `/en/api/order/${orderOfB}/`)).status).toBe(200);
  });
});
