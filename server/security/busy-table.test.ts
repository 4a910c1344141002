import { count, eq } from "drizzle-orm";
import { encodeLocationToken } from "@/lib/domain/location-token";
import { lineItems, orders } from "../db/schema";
import { atPlace, cake, draft, locationToken, newKey, orderCount, postOrder, TEST_SALT, tea } from "../test/orders-test-kit";
import { insertOrder, PARTNER_MENU_ID, partnerVenue } from "../test/fixtures/partner";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

// Issue 10 item 6: "The busy-table answer hands out another guest's order ... The server also trusts
// the client's origin_label (any table number, no token) ... The partner call GET
// /iiko/active-order/{table}/{menu}/ hands out the open order of any table." And item 11: "a
// table-section minimum is bypassed with origin_label "09" or origin_type "room"".
// The fixture venue: Terrace tables 1 and 2 (minimum 50), Hall table 3 (no minimum), room 101.

const FIRST_GUEST = {
  customer_name: "Layla Haddad",
  phone: "+971501112233",
  email: "layla@example.com",
  address: "Villa 12, Jumeirah",
  order_comments: "Call Layla on arrival",
};

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
  await api.importVenue(partnerVenue());
}, 60_000);
afterAll(() => api.close());

async function written(): Promise<[number, number]> {
  const [lines] = await api.db.select({ n: count() }).from(lineItems);
  return [await orderCount(api), Number(lines?.n)];
}

async function linesOf(uuid: string): Promise<number> {
  const [row] = await api.db.select({ n: count() }).from(lineItems).where(eq(lineItems.orderUuid, uuid));
  return Number(row?.n);
}

/** The first guest's order at Hall table 3, with their personal data and a private instruction. */
async function firstOrderAtTable3(): Promise<string> {
  const order = draft([tea("large", { special_instructions: "Layla is allergic to nuts", cart_uuid: "first-1" })], {
    ...atPlace("t", 3),
    ...FIRST_GUEST,
  });
  return (await api.client.createOrder("en", order, { idempotencyKey: newKey("first") })).uuid;
}

describe("a table's open order is not handed out", () => {
  it("refuses a table order without the table's token (400), with no uuid, line or personal data, writing nothing", async () => {
    const first = await firstOrderAtTable3();
    const before = await written();
    const claim = draft([cake()], { order_type: "dine_in", origin_label: "3", origin_type: "table" });
    const answer = await postOrder(api, claim, { "Idempotency-Key": newKey() });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ location_token: ["A table or room order needs the link of its QR code (location_token)."] });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(first);
    expect(text).not.toContain("existing_order");
    expect(await written()).toEqual(before);
  });

  it.each([
    ["a table the venue does not have", locationToken("t", 99)],
    ["a token made with another salt", `t/${encodeLocationToken("t", 3, "another-salt") ?? ""}`],
    ["a bare table number", "3"],
    ["an area named like a table", locationToken("a", "3")],
    ["a room the venue does not have (the token of table 3 as a room)", locationToken("r", 3)],
  ])("refuses %s (400 location_token), writing nothing", async (_case, token) => {
    const before = await written();
    const answer = await postOrder(api, draft([cake()], { ...atPlace("t", 3), location_token: token }), { "Idempotency-Key": newKey() });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors as object)).toEqual(["location_token"]);
    expect(JSON.stringify(answer.body)).not.toContain("existing_order");
    expect(await written()).toEqual(before);
  });

  it("gives a guest holding the table's token the uuid and lines to merge into, with no personal data", async () => {
    const first = (await api.db.select({ uuid: orders.uuid }).from(orders).where(eq(orders.originLabel, "3")))[0]?.uuid ?? "";
    const before = await written();
    const answer = await postOrder(api, draft([cake()], { ...atPlace("t", 3), customer_name: "Second guest" }), {
      "Idempotency-Key": newKey(),
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ detail: "Active order on this table", existing_order: { uuid: first } });
    const text = JSON.stringify(answer.body);
    for (const personal of [...Object.values(FIRST_GUEST), "501112233", "Layla", "allergic", "first-1"])
      expect(text).not.toContain(personal);
    expect(await written()).toEqual(before);
  });
});

describe("joining a table's order needs the table's token (PATCH)", () => {
  it("refuses lines for a table's order from the uuid alone (403) or another table's token, and takes them with the token", async () => {
    const uuid = (await api.db.select({ uuid: orders.uuid }).from(orders).where(eq(orders.originLabel, "3")))[0]?.uuid ?? "";
    const lines = await linesOf(uuid);
    // Issue 24: as a device that is not the order's member (the ordering device needs no token).
    const patch = (body: unknown) => api.stranger.http(`/en/api/order/${uuid}/`, { method: "PATCH", body: JSON.stringify(body) });
    const noToken = await patch({ line_items: [cake({ cart_uuid: "attacker-1" })] });
    expect(noToken.status).toBe(403);
    expect(((await noToken.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty("location_token");
    expect((await patch({ line_items: [cake()], location_token: locationToken("t", 1) })).status).toBe(403);
    expect((await patch({ line_items: [cake()], location_token: locationToken("r", 101) })).status).toBe(403);
    expect(await linesOf(uuid)).toBe(lines);
    const joined = await patch({ line_items: [cake({ cart_uuid: "second-1" })], location_token: locationToken("t", 3) });
    expect(joined.status).toBe(200);
    expect(await linesOf(uuid)).toBe(lines + 1);
  });
});

describe("the table-section minimum follows the token, not the client's label or type", () => {
  const terraceMinimum = { detail: "Minimum order amount required 50.00", minimum_order_amount: 50 };

  it.each([
    ["origin_label 09 with table 1's token", { origin_label: "09" }],
    ["origin_label 01 with table 1's token", { origin_label: "01" }],
    ["origin_type room with table 1's token", { origin_type: "room" }],
    ["origin_label 3 (no minimum) with table 1's token", { origin_label: "3" }],
  ])("applies Terrace's 50.00 to %s (2 × Cake = 40)", async (_case, claim) => {
    const before = await written();
    const answer = await postOrder(api, draft([cake({ quantity: 2 })], { ...atPlace("t", 1), ...claim }), { "Idempotency-Key": newKey() });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(terraceMinimum);
    expect(await written()).toEqual(before);
  });

  it("stores the token's table, whatever label the client sent", async () => {
    const order = await api.client.createOrder(
      "en",
      draft([cake({ quantity: 3 })], { ...atPlace("t", 2), origin_label: "9", origin_type: "room" }),
      { idempotencyKey: newKey() },
    );
    const [row] = await api.db
      .select({ label: orders.originLabel, type: orders.originType })
      .from(orders)
      .where(eq(orders.uuid, order.uuid));
    expect(row).toEqual({ label: "2", type: "table" });
  });

  it("takes an area link as an area (never a table) and a plain takeaway label as no place", async () => {
    const area = await api.client.createOrder(
      "en",
      draft([cake()], { order_type: "dine_in", location_token: locationToken("a", "Pool bar") }),
      { idempotencyKey: newKey() },
    );
    const takeaway = await api.client.createOrder("en", draft([cake()], { origin_label: "1", origin_type: "table" }), {
      idempotencyKey: newKey(),
    });
    const rows = await api.db.select({ uuid: orders.uuid, label: orders.originLabel, type: orders.originType }).from(orders);
    expect(rows.find((row) => row.uuid === area.uuid)).toMatchObject({ label: "Pool bar", type: "area" });
    expect(rows.find((row) => row.uuid === takeaway.uuid)).toMatchObject({ label: null, type: null });
  });
});

describe("GET /iiko/active-order/{table}/{menu}/ does not enumerate tables", () => {
  it("answers 404 to table numbers 1 to 10 while each holds an open order, and the order only to its token", async () => {
    const uuids = new Map<number, string>();
    for (const table of [1, 2, 3]) uuids.set(table, await insertOrder(api.db, { originLabel: String(table) }));
    for (let table = 1; table <= 10; table += 1) {
      const response = await api.http(`/iiko/active-order/${table}/${PARTNER_MENU_ID}/`);
      expect(response.status).toBe(404);
      const text = await response.text();
      for (const uuid of uuids.values()) expect(text).not.toContain(uuid);
    }
    const token = encodeLocationToken("t", 2, TEST_SALT) ?? "";
    const response = await api.http(`/iiko/active-order/${token}/${PARTNER_MENU_ID}/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ order_id: uuids.get(2), common_order: false });
  });
});
