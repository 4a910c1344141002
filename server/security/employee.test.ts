import { eq } from "drizzle-orm";
import { orders } from "../db/schema";
import { cake, draft, newKey, postOrder } from "../test/orders-test-kit";
import { PARTNER_MENU_ID, partnerVenue } from "../test/fixtures/partner";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

// Issue 10 item 11: "the employee-only discount is given for a bare employee id with any phone, and
// the verify call discloses ids with their phones". The partner fixture's employee E100 has the
// phone +971500000001; its "Staff 20%" promotion is for employees only.

const EMPLOYEE = { id: "E100", phone: "+971500000001" };

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
  await api.importVenue(partnerVenue());
}, 60_000);
afterAll(() => api.close());

let guest = 0;
const asGuest = () => ({ "x-forwarded-for": `192.0.2.${++guest}` });

/** Places a takeaway order of one Cake (20.000) with an employee id and a phone; answers its stored amounts. */
async function orderAs(employeeId: string, phone: string) {
  const body = draft([cake()], { menu: PARTNER_MENU_ID, phone, additional_data: { employee_id: employeeId } });
  const response = await postOrder(api, body, { "Idempotency-Key": newKey("employee"), ...asGuest() });
  expect(response.status).toBe(201);
  const [row] = await api.db
    .select()
    .from(orders)
    .where(eq(orders.uuid, String(response.body.uuid)));
  const loyalty = (row?.additionalData.iiko_loyalty_discounts ?? []) as { name: string }[];
  return { total: row?.total, promotions: loyalty.map((entry) => entry.name) };
}

describe("the employee-only discount needs the employee id and that employee's phone", () => {
  it("gives Staff 20% to E100 ordering with E100's phone", async () => {
    expect(await orderAs(EMPLOYEE.id, EMPLOYEE.phone)).toMatchObject({ promotions: ["Blue 10%", "Staff 20%"] });
  });

  it("gives no Staff discount to E100 with another phone, with no phone, or to an id without a phone on file", async () => {
    const full = await orderAs("nobody", "+971500000009");
    expect(full.promotions).toEqual(["Blue 10%"]);
    for (const [id, phone] of [
      [EMPLOYEE.id, "+971500000009"],
      [EMPLOYEE.id, ""],
      ["E200", "+971500000009"],
    ] as const) {
      expect(await orderAs(id, phone)).toEqual(full);
    }
  });

  it("previews no Staff discount for a bare id in the loyalty call", async () => {
    const cart = { emenu_id: PARTNER_MENU_ID, cart_items: [cake()], employee_id: EMPLOYEE.id, order_type: "takeaway" as const };
    const bare = await api.client.getLoyaltyPromotions(cart);
    expect(bare.map((entry) => entry.name)).toEqual(["Blue 10%"]);
    const paired = await api.client.getLoyaltyPromotions({ ...cart, phone: EMPLOYEE.phone });
    expect(paired.map((entry) => entry.name)).toEqual(["Blue 10%", "Staff 20%"]);
  });
});

describe("the verify call answers valid or invalid for the pair it was given, and nothing else", () => {
  const verify = (id: string, query: string) => api.http(`/iiko/af/verify-employee-id/${id}/${query}`, { headers: asGuest() });

  it("no longer hands out an employee's phone for a bare id", async () => {
    const response = await verify(EMPLOYEE.id, "");
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain(EMPLOYEE.phone);
  });

  it("answers an unknown id and a known id with a wrong phone alike, echoing neither the employee's phone nor other ids", async () => {
    const answers = await Promise.all([
      verify("E999", "?phone=%2B971500000009"),
      verify(EMPLOYEE.id, "?phone=%2B971500000009"),
      verify("E200", "?phone=%2B971500000009"),
    ]);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
    expect(new Set(bodies)).toEqual(new Set([JSON.stringify({ detail: "Employee not found." })]));
  });

  it("answers the right pair with that pair only", async () => {
    const response = await verify(EMPLOYEE.id, "?phone=%2B971500000001");
    expect(await response.json()).toEqual({ employee_id: EMPLOYEE.id, employee_phone: EMPLOYEE.phone });
  });
});
