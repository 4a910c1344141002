import type { LineItemPayloadInput } from "@/lib/api/schemas/line-item";
import { RATE_LIMITS } from "../services/rate-limit";
import { httpError, PARTNER_MENU_ID, partnerVenue } from "../test/fixtures/partner";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ limits: { ...RATE_LIMITS, employee: { limit: 3, windowMs: 60_000 } } });
  await api.importVenue(testVenue());
  await api.importVenue(partnerVenue());
}, 60_000);
afterAll(() => api.close());

// Each test is its own guest for the employee rate limit (3 a minute in this file).
let guest = 0;
const asGuest = () => ({ headers: { "x-forwarded-for": `203.0.113.${++guest}` } });
const post = (path: string, body: unknown) => api.http(path, { method: "POST", body: JSON.stringify(body) });

// The client's prices are deliberately wrong: the server prices from the menu.
const line = (product: number, quantity: number, extra: Partial<LineItemPayloadInput> = {}): LineItemPayloadInput => ({
  product,
  product_name: `#${product}`,
  product_price: 0.01,
  product_price_currency: "AED",
  quantity,
  ...extra,
});
// Tea: 10.000 with 10 % discount = 9.000, Large adds 2.000 after discounting = 11.000 (000 section 5).
const largeTea = line(11, 2, { variations: [101] });
const cake = line(12, 1);

describe("POST /iiko/loyalty/promotions/ (001 sections 4, 7)", () => {
  it("answers each applicable promotion with one discountSum per matching line, priced from the menu", async () => {
    const answer = await api.client.getLoyaltyPromotions({
      emenu_id: PARTNER_MENU_ID,
      cart_items: [largeTea, cake],
      employee_id: null,
      order_type: "dine_in",
    });
    expect(answer).toEqual([
      { name: "Blue 10%", discounts: [{ discountSum: 2.2 }, { discountSum: 2 }] },
      { name: "Tea dine-in 50%", discounts: [{ discountSum: 11 }] },
    ]);
  });

  it("follows the order type: the dine-in promotion is left out of a takeaway cart", async () => {
    const answer = await api.client.getLoyaltyPromotions({
      emenu_id: PARTNER_MENU_ID,
      cart_items: [largeTea],
      employee_id: null,
      order_type: "takeaway",
    });
    expect(answer).toEqual([{ name: "Blue 10%", discounts: [{ discountSum: 2.2 }] }]);
  });

  it("adds the employees-only promotion for an employee id with that employee's phone, not for an unknown id or another phone", async () => {
    const staff = await api.client.getLoyaltyPromotions({
      emenu_id: PARTNER_MENU_ID,
      cart_items: [cake],
      employee_id: "E100",
      phone: "+971500000001",
      order_type: "takeaway",
    });
    expect(staff).toEqual([
      { name: "Blue 10%", discounts: [{ discountSum: 2 }] },
      { name: "Staff 20%", discounts: [{ discountSum: 4 }] },
    ]);
    for (const [employee_id, phone] of [
      ["E999", "+971500000001"],
      ["E100", "+971500000009"],
      ["E100", null],
    ] as const) {
      const stranger = await api.client.getLoyaltyPromotions({
        emenu_id: PARTNER_MENU_ID,
        cart_items: [cake],
        employee_id,
        phone,
        order_type: "takeaway",
      });
      expect(stranger.map((promotion) => promotion.name)).toEqual(["Blue 10%"]);
    }
  });

  it("prices combo choices: Meal deal 30.000 with Cake as side (+3.000) is 33.000", async () => {
    const meal = line(21, 1, { combo_groups: [{ id: 7, products: [{ id: 12 }] }] });
    const answer = await api.client.getLoyaltyPromotions({
      emenu_id: PARTNER_MENU_ID,
      cart_items: [meal],
      employee_id: null,
      order_type: "takeaway",
    });
    expect(answer).toEqual([{ name: "Blue 10%", discounts: [{ discountSum: 3.3 }] }]);
  });

  it("answers an empty list for an empty cart", async () => {
    expect(
      await api.client.getLoyaltyPromotions({ emenu_id: PARTNER_MENU_ID, cart_items: [], employee_id: null, order_type: "dine_in" }),
    ).toEqual([]);
  });

  it("answers 400 naming the line of a product the menu does not have", async () => {
    const response = await post("/iiko/loyalty/promotions/", {
      emenu_id: PARTNER_MENU_ID,
      cart_items: [cake, line(999, 1)],
      employee_id: null,
      order_type: "dine_in",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { "cart_items.1.product": ["Unknown product"] } });
  });

  it("answers 400 naming the fields of a malformed body", async () => {
    const response = await post("/iiko/loyalty/promotions/", {
      emenu_id: "x",
      cart_items: [{ product: 12, quantity: 0 }],
      order_type: "boat",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(
      expect.arrayContaining(["emenu_id", "order_type", "cart_items.0.quantity", "cart_items.0.product_name"]),
    );
    expect((await post("/iiko/loyalty/promotions/", undefined)).status).toBe(400);
  });

  it("answers 404 for a venue without al_futtaim_enabled and for an unknown menu", async () => {
    for (const menu of [100, 999]) {
      const error = await httpError(
        api.client.getLoyaltyPromotions({ emenu_id: menu, cart_items: [cake], employee_id: null, order_type: "dine_in" }),
      );
      expect(error.status).toBe(404);
    }
  });
});

describe("GET /iiko/af/verify-employee-id/{id}/?phone= (001 sections 4, 6, 7; issue 10 item 11)", () => {
  const verify = (id: string, query: string, call = asGuest()) => api.http(`/iiko/af/verify-employee-id/${id}/?${query}`, call);

  it("answers the pair for an employee id with that employee's phone, the phone in E.164 (it locks the customer phone field)", async () => {
    expect(await api.client.verifyEmployee("E100", { phone: "+971500000001" }, asGuest())).toEqual({
      employee_id: "E100",
      employee_phone: "+971500000001",
    });
    expect(await api.client.verifyEmployee("E100", { phone: "+971 50 000 0001" }, asGuest())).toEqual({
      employee_id: "E100",
      employee_phone: "+971500000001",
    });
  });

  it("answers the same 404 for an unknown id, another phone, and an employee without a phone on file", async () => {
    for (const [id, phone] of [
      ["E999", "+971500000001"],
      ["E100", "+971500000002"],
      ["E200", "+971500000001"],
    ] as const) {
      const response = await verify(id, `phone=${encodeURIComponent(phone)}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: "Employee not found." });
    }
  });

  it("answers 400 naming the phone when none is given", async () => {
    const response = await verify("E100", "");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { phone: [expect.any(String)] } });
  });

  it("narrows the look-up to one menu with ?menu=, 404 for a venue without the partner integration, 400 when not an id", async () => {
    const ok = await verify("E100", "phone=%2B971500000001&menu=200");
    expect(await ok.json()).toEqual({ employee_id: "E100", employee_phone: "+971500000001" });
    expect((await verify("E100", "phone=%2B971500000001&menu=100")).status).toBe(404);
    const bad = await verify("E100", "phone=%2B971500000001&menu=abc");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { menu: [expect.any(String)] } });
  });

  it("rate-limits verification per client (bucket employee): the 4th call in the window is 429", async () => {
    const me = asGuest();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await verify("E999", "phone=%2B971500000001", me)).status).toBe(404);
    }
    const limited = await verify("E100", "phone=%2B971500000001", me);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ detail: expect.any(String) });
    expect((await verify("E100", "phone=%2B971500000001")).status).toBe(200);
  });

  it("verifies an id two partner venues hold with different phones for either phone, and ?menu= keeps to one venue", async () => {
    await api.importVenue(
      partnerVenue(
        {
          license: "test-partner-two",
          partner: { employees: [{ employee_id: "E100", employee_phone: "+971500000002" }] },
        },
        { id: 201 },
      ),
    );
    expect(await api.client.verifyEmployee("E100", { phone: "+971500000002" }, asGuest())).toEqual({
      employee_id: "E100",
      employee_phone: "+971500000002",
    });
    expect(await api.client.verifyEmployee("E100", { phone: "+971500000001" }, asGuest())).toEqual({
      employee_id: "E100",
      employee_phone: "+971500000001",
    });
    expect((await verify("E100", "phone=%2B971500000001&menu=201")).status).toBe(404);
  });
});
