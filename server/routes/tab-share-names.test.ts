import { startTestApi, type TestApi } from "../test/harness";
import { testVenue } from "../test/fixtures/venue";
import { atPlace, cake, draft, newKey, tea, locationToken, variantVenue } from "../test/orders-test-kit";

// Issue 24 item 9: "Pay My Items shares carry the names the lines show ('Alice', not 'Guest 1')". A
// table-tab copy of the fixture venue; Alice opens the tab, Bob adds a round.
const TAB_MENU = 170;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
  await api.importVenue(variantVenue(TAB_MENU, { enable_table_tab: true }, { table_sections: [{ name: "Hall", tables: ["1", "2"] }] }));
}, 60_000);
afterAll(() => api.close());

// The calls a member of the order makes, in one place: the member key header goes here (issue 24 item 1).
const member = {
  split: (body: unknown) => api.http("/iiko/af/split-payments/create/", { method: "POST", body: JSON.stringify(body) }),
};

async function tabOfAliceAndBob(table: number): Promise<string> {
  const line = cake({ cart_uuid: `alice-${table}`, tab_guest: "alice-phone", added_by: "Alice" });
  const { uuid } = await api.client.createOrder("en", draft([line], { menu: TAB_MENU, ...atPlace("t", table) }), {
    idempotencyKey: newKey(),
  });
  await api.client.updateOrder("en", uuid, {
    line_items: [tea("large", { cart_uuid: `bob-${table}`, tab_guest: "bob-phone", added_by: "Bob" })],
    location_token: locationToken("t", table),
  });
  return uuid;
}

describe("Pay My Items shares", () => {
  it("carry the name the payer's lines show; an unnamed share stays Guest n", async () => {
    const uuid = await tabOfAliceAndBob(1);
    const { balance_due } = await api.client.getOrder("en", uuid);
    const alice = 21;
    const answer = await member.split({ order_id: uuid, split_amounts: [alice, balance_due - alice], guest_names: ["Alice", ""] });
    expect(answer.status).toBe(200);
    const order = await api.client.getOrder("en", uuid);
    expect(order.split_payments.map((share) => share.guest_name)).toEqual(["Alice", "Guest 2"]);
  });

  it("refuses a name longer than a line's, or more names than guests, with 400 and nothing split", async () => {
    const uuid = await tabOfAliceAndBob(2);
    const { balance_due } = await api.client.getOrder("en", uuid);
    for (const [guest_names, field] of [
      [["A".repeat(41), ""], "guest_names.0"],
      [["A", "B", "C", "D", "E", "F", "G"], "guest_names"],
    ] as const) {
      const answer = await member.split({ order_id: uuid, split_amounts: [10, balance_due - 10], guest_names });
      expect(answer.status).toBe(400);
      expect(Object.keys(((await answer.json()) as { errors: object }).errors)).toEqual([field]);
    }
    expect((await api.client.getOrder("en", uuid)).split_payments).toEqual([]);
  });
});
