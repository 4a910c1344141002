import { asc, eq } from "drizzle-orm";
import { encodeLocationToken } from "@/lib/domain/location-token";
import { payments, splitPayments } from "../db/schema";
import { completePayment } from "../services/payments/complete";
import { httpError } from "../test/fixtures/partner";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { atPlace, cake, draft, locationToken, MENU, newKey, tea, TEST_SALT, variantVenue } from "../test/orders-test-kit";

/** Issue 16: a table-tab venue (the fixture with enable_table_tab) and the plain fixture beside it. */
const TAB_MENU = 160;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
  const tables = Array.from({ length: 10 }, (_, index) => String(index + 1));
  await api.importVenue(variantVenue(TAB_MENU, { enable_table_tab: true }, { table_sections: [{ name: "Hall", tables }] }));
}, 60_000);
afterAll(() => api.close());

const tableToken = (table: number) => encodeLocationToken("t", table, TEST_SALT) ?? "";
const openTab = async (table: number, guest: string, name = "") =>
  (
    await api.client.createOrder(
      "en",
      draft([cake({ cart_uuid: `first-${table}`, tab_guest: guest, added_by: name })], { menu: TAB_MENU, ...atPlace("t", table) }),
      { idempotencyKey: newKey() },
    )
  ).uuid;
const addRound = (uuid: string, table: number, guest: string, cartUuid: string, name = "") =>
  api.client.updateOrder("en", uuid, {
    line_items: [tea("large", { cart_uuid: cartUuid, tab_guest: guest, added_by: name })],
    location_token: locationToken("t", table),
  });
const referenceOf = (paymentUrl: string) => new URL(paymentUrl).pathname.split("/").filter(Boolean).at(-1) ?? "";

describe("table tab (issue 16)", () => {
  it("is found by its table's token only, and names who added each line without telling their device id", async () => {
    const uuid = await openTab(1, "device-a", "Sara");
    await addRound(uuid, 1, "device-b", "b-1");
    await addRound(uuid, 1, "device-a", "a-2", "Sara");
    expect((await api.client.getActiveOrder(tableToken(1), TAB_MENU)).order_id).toBe(uuid);
    expect((await api.client.getActiveOrder(tableToken(2), TAB_MENU)).order_id).toBeNull();
    // The bare number is no token, another venue's tables are not this venue's.
    expect((await httpError(api.client.getActiveOrder("1", TAB_MENU))).status).toBe(404);
    expect((await httpError(api.client.getActiveOrder(tableToken(1), MENU))).status).toBe(404);

    const response = await api.http(`/en/api/order/${uuid}/`);
    const text = await response.text();
    expect(text).not.toContain("device-a");
    const order = await api.client.getOrder("en", uuid);
    expect(order.line_items.map((line) => [line.cart_uuid, line.added_by, line.tab_guest_number])).toEqual([
      ["first-1", "Sara", 1],
      ["b-1", "", 2],
      ["a-2", "Sara", 1],
    ]);
  });

  it("keeps every line of rounds added at the same moment", async () => {
    const uuid = await openTab(3, "first");
    const rounds = Array.from({ length: 8 }, (_, index) => addRound(uuid, 3, `phone-${index % 2}`, `round-${index}`));
    await Promise.all(rounds);
    const order = await api.client.getOrder("en", uuid);
    expect(order.line_items).toHaveLength(9);
    expect(new Set(order.line_items.map((line) => line.cart_uuid)).size).toBe(9);
    // 20 + 8 x 11 plus 5 % VAT and the fixed 1: every round is in the total.
    expect(order.sub_total).toBe(108);
  });

  it("refuses rounds from another table's link and oversized names", async () => {
    const uuid = await openTab(4, "a");
    const other = await httpError(
      api.client.updateOrder("en", uuid, { line_items: [cake({ cart_uuid: "x" })], location_token: locationToken("t", 5) }),
    );
    expect(other.status).toBe(403);
    const long = await api.http(`/en/api/order/${uuid}/`, {
      method: "PATCH",
      body: JSON.stringify({ line_items: [cake({ cart_uuid: "y", added_by: "x".repeat(41) })], location_token: locationToken("t", 4) }),
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain("added_by");
  });

  it("pays my items as one share and the rest as another, then closes: the table starts a new tab", async () => {
    const uuid = await openTab(6, "a");
    await addRound(uuid, 6, "b", "b-1");
    const before = await api.client.getOrder("en", uuid);
    await api.client.createSplitPayments({ order_id: uuid, split_amounts: [10, before.balance_due - 10] });
    const shares = await api.db.select().from(splitPayments).where(eq(splitPayments.orderUuid, uuid)).orderBy(asc(splitPayments.createdAt));
    const mine = await api.client.paySplit({ order_id: uuid, split_payment_uuid: shares[0]?.uuid ?? "", selected_language: "en" });
    await completePayment(api.deps, referenceOf(mine.payment_url), "pay");
    expect((await api.client.getActiveOrder(tableToken(6), TAB_MENU)).order_id).toBe(uuid);

    const rest = await api.client.payFull({ order_id: uuid, payment_options: "full", selected_language: "en" });
    await completePayment(api.deps, referenceOf(rest.payment_url), "pay");
    const paid = await api.client.getOrder("en", uuid);
    expect(paid.balance_due).toBe(0);
    const paidRows = (await api.db.select().from(payments).where(eq(payments.orderUuid, uuid))).filter((row) => row.status === "PAID");
    expect(paidRows).toHaveLength(2);

    expect((await api.client.getActiveOrder(tableToken(6), TAB_MENU)).order_id).toBeNull();
    const late = await httpError(addRound(uuid, 6, "b", "b-2"));
    expect(late.status).toBe(409);
    const next = await openTab(6, "c");
    expect(next).not.toBe(uuid);
    expect((await api.client.getActiveOrder(tableToken(6), TAB_MENU)).order_id).toBe(next);
  });

  it("leaves the partner's own calls closed to a table-tab venue", async () => {
    const uuid = await openTab(7, "a");
    expect((await api.http(`/iiko/af/blue/${uuid}/`)).status).toBe(404);
  });
});
