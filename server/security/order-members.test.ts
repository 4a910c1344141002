import { eq } from "drizzle-orm";
import { orders } from "../db/schema";
import { PARTNER_MENU_ID, partnerVenue } from "../test/fixtures/partner";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { atPlace, cake, draft, locationToken, newKey, tea } from "../test/orders-test-kit";

// Issue 24 item 1: "With the uuid alone, POST /backend/iiko/tips/loyalty/promotions set a 999 AED
// tip (50.40 became 1,301.40), and re-splits and payment starts also need nothing more", and "the
// order answers with their name, phone and email".

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
  const tables = Array.from({ length: 20 }, (_, index) => String(index + 1));
  await api.importVenue(partnerVenue({ table_sections: [{ name: "Hall", tables }] }));
  await api.importVenue(
    partnerVenue({ license: "test-partner-max-tip", table_sections: [{ name: "Hall", tables }] }, { id: 202, max_tips_amount: 5 }),
  );
}, 60_000);
afterAll(() => api.close());

const NADIA = { customer_name: "Nadia Haddad", phone: "+971501234567", email: "nadia@example.com" };
let table = 0;

/** Creates an order at a fresh table as the guest's phone does, keeping the member key it is given. */
async function placeOrder(menu = PARTNER_MENU_ID, payment_type: "cash" | "card" = "cash") {
  table += 1;
  const response = await call(`/en/api/order/`, {
    method: "POST",
    headers: { "Idempotency-Key": newKey() },
    body: JSON.stringify(draft([cake()], { menu, payment_type, ...atPlace("t", table), ...NADIA })),
  });
  const body = (await response.json()) as { uuid: string; member_key?: string };
  return { uuid: body.uuid, key: body.member_key ?? "", table };
}
/** A plain call; `key` is the device's member key, none for a stranger. */
const call = (path: string, init: RequestInit = {}, key?: string) =>
  fetch(`${api.baseUrl}${path}`, {
    ...init,
    headers: { "Content-Type": "application/json", ...(key ? { "X-Order-Key": key } : {}), ...init.headers },
  });
const post = (path: string, body: unknown, key?: string) => call(path, { method: "POST", body: JSON.stringify(body) }, key);
const readOrder = async (uuid: string, key?: string) =>
  (await (await call(`/en/api/order/${uuid}/`, {}, key)).json()) as Record<string, unknown>;
const totalOf = async (uuid: string) => (await api.db.select({ total: orders.total }).from(orders).where(eq(orders.uuid, uuid)))[0]?.total;

describe("the uuid alone changes nothing", () => {
  it.each([
    ["a tip", (uuid: string) => post("/iiko/tips/loyalty/promotions/", { order_uuid: uuid, tips_amount: 1 })],
    ["a split", (uuid: string) => post("/iiko/af/split-payments/create/", { order_id: uuid, split_amounts: [21.5, 21.5] })],
    [
      "a share's payment",
      (uuid: string) => post("/iiko/af/split-payments/", { order_id: uuid, split_payment_uuid: uuid, selected_language: "en" }),
    ],
    [
      "the full payment",
      (uuid: string) => post("/iiko/af/payments/", { order_id: uuid, payment_options: "full", selected_language: "en" }),
    ],
    ["a payment start (Try again)", (uuid: string) => post(`/en/api/order/${uuid}/payment/`, {})],
    [
      "another payment type",
      (uuid: string) => call(`/en/api/order/${uuid}/payment-type/`, { method: "PATCH", body: '{"payment_type":"machine"}' }),
    ],
    ["the wallet look-up", (uuid: string) => call(`/iiko/af/blue/${uuid}/`)],
    ["a wallet redeem", (uuid: string) => post(`/iiko/af/blue/${uuid}/`, { wallet_id: "blue", amount: 1, otp: "123456" })],
  ])("refuses %s with 403 and a JSON body that says why", async (_what, attempt) => {
    const { uuid } = await placeOrder(PARTNER_MENU_ID, "card");
    const before = await totalOf(uuid);
    const response = await attempt(uuid);
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ detail: expect.stringMatching(/only|alone/), errors: expect.any(Object) });
    expect(await totalOf(uuid)).toBe(before);
  });

  it("refuses lines added to a takeaway order by its uuid alone, and takes them from its device", async () => {
    const created = await call("/en/api/order/", {
      method: "POST",
      headers: { "Idempotency-Key": newKey() },
      body: JSON.stringify(draft([cake()], { menu: PARTNER_MENU_ID, ...NADIA })),
    });
    const { uuid, member_key: key } = (await created.json()) as { uuid: string; member_key?: string };
    const add = (cartUuid: string, memberKey?: string) =>
      call(
        `/en/api/order/${uuid}/`,
        { method: "PATCH", body: JSON.stringify({ line_items: [tea("small", { cart_uuid: cartUuid })] }) },
        memberKey,
      );
    const refused = await add("stranger-1");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: expect.stringContaining("link alone is not enough"), errors: expect.any(Object) });
    expect((await add("mine-1", key)).status).toBe(200);
  });

  it("takes the same calls from the ordering device's key, and from no other order's key", async () => {
    const mine = await placeOrder();
    const other = await placeOrder();
    expect((await post("/iiko/tips/loyalty/promotions/", { order_uuid: mine.uuid, tips_amount: 1 }, other.key)).status).toBe(403);
    expect((await post("/iiko/tips/loyalty/promotions/", { order_uuid: mine.uuid, tips_amount: 1 }, mine.key)).status).toBe(200);
  });
});

describe("tips are bounded", () => {
  it("refuses a 999 tip on a smaller bill with 422 naming tips_amount, and takes one up to the subtotal", async () => {
    const { uuid, key } = await placeOrder();
    const before = await totalOf(uuid);
    const response = await post("/iiko/tips/loyalty/promotions/", { order_uuid: uuid, tips_amount: 999 }, key);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: expect.stringContaining("at most"),
      errors: { tips_amount: [expect.stringContaining("subtotal")] },
    });
    expect(await totalOf(uuid)).toBe(before);
    const subtotal = (await readOrder(uuid, key)).sub_total as number;
    expect((await post("/iiko/tips/loyalty/promotions/", { order_uuid: uuid, tips_amount: subtotal }, key)).status).toBe(200);
  });

  it("refuses a tip above the venue's max_tips_amount", async () => {
    const { uuid, key } = await placeOrder(202);
    expect((await post("/iiko/tips/loyalty/promotions/", { order_uuid: uuid, tips_amount: 5.01 }, key)).status).toBe(422);
    expect((await post("/iiko/tips/loyalty/promotions/", { order_uuid: uuid, tips_amount: 5 }, key)).status).toBe(200);
  });
});

describe("contact data stays with its owner", () => {
  it("reads the order by uuid with status, lines and amounts, and no name, phone or e-mail", async () => {
    const { uuid } = await placeOrder();
    const response = await call(`/en/api/order/${uuid}/`);
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const secret of ["Nadia", "Haddad", "501234567", "nadia@example.com"]) expect(text).not.toContain(secret);
    expect(JSON.parse(text)).toMatchObject({
      uuid,
      status: "pending",
      customer_name: "",
      phone: "",
      email: "",
      line_items: [expect.anything()],
    });
  });

  it("shows everything to the creator's device, and only to it", async () => {
    const { uuid, key } = await placeOrder();
    expect(await readOrder(uuid, key)).toMatchObject({ customer_name: "Nadia Haddad", phone: NADIA.phone, email: NADIA.email });
    expect(await readOrder(uuid, "a-guessed-key")).toMatchObject({ customer_name: "", phone: "", email: "" });
  });

  it("gives a phone that joins at the table a member key: it sees first names, not the creator's phone or e-mail", async () => {
    const { uuid, table: at } = await placeOrder();
    const join = await call(`/en/api/order/${uuid}/`, {
      method: "PATCH",
      body: JSON.stringify({
        line_items: [tea("small", { cart_uuid: "joiner-1", added_by: "Omar" })],
        location_token: locationToken("t", at),
      }),
    });
    expect(join.status).toBe(200);
    const joined = (await join.json()) as Record<string, unknown> & { member_key: string };
    expect(joined.member_key).toEqual(expect.any(String));
    const text = JSON.stringify(await readOrder(uuid, joined.member_key));
    expect(text).not.toContain(NADIA.phone);
    expect(text).not.toContain(NADIA.email);
    expect(text).not.toContain("Haddad");
    expect(await readOrder(uuid, joined.member_key)).toMatchObject({ customer_name: "Nadia", phone: "", email: "" });
    // The joined phone is a member: it may tip and pay.
    expect((await post("/iiko/tips/loyalty/promotions/", { order_uuid: uuid, tips_amount: 1 }, joined.member_key)).status).toBe(200);
  });

  it("answers a replay of the same order request with a creator key too", async () => {
    const idempotencyKey = newKey();
    const body = JSON.stringify(draft([cake()], { menu: PARTNER_MENU_ID, ...NADIA }));
    const first = (await (
      await call("/en/api/order/", { method: "POST", headers: { "Idempotency-Key": idempotencyKey }, body })
    ).json()) as {
      uuid: string;
    };
    const again = (await (
      await call("/en/api/order/", { method: "POST", headers: { "Idempotency-Key": idempotencyKey }, body })
    ).json()) as {
      uuid: string;
      member_key: string;
    };
    expect(again.uuid).toBe(first.uuid);
    expect(again.member_key).toEqual(expect.any(String));
    expect(await readOrder(first.uuid, again.member_key)).toMatchObject({ phone: NADIA.phone });
  });
});
