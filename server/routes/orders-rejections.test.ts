import { count } from "drizzle-orm";
import { lineItems, payments } from "../db/schema";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import {
  atPlace,
  cake,
  DOWNTOWN,
  draft,
  FAR_AWAY,
  fixtureCategories,
  line,
  mealDeal,
  newKey,
  orderCount,
  postOrder,
  tea,
  variantVenue,
} from "../test/orders-test-kit";

// Monday 2 June 2025, 12:00 in Dubai (UTC+4): inside the Monday 10:00-14:00 windows below.
const MONDAY_NOON_DUBAI = new Date("2025-06-02T08:00:00Z");
const LUNCH_BLOCK = [{ weekday: 1, from_hour: "10:00:00", to_hour: "14:00:00", disable_order: true }];

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ clock: () => MONDAY_NOON_DUBAI });
  await api.importVenue(testVenue());
  await api.importVenue(
    variantVenue(140, {
      categories: fixtureCategories(
        [
          { id: 14, name: { en: "Lunch tea", ar: "شاي الغداء" }, price: 6, category: 1, product_hours: LUNCH_BLOCK },
          { id: 15, name: { en: "Limited", ar: "محدود" }, price: 4, category: 1, pos_available_qty: 3 },
          { id: 16, name: { en: "Water", ar: "ماء" }, price: 0, category: 1 },
        ],
        [
          {
            id: 4,
            name: { en: "Breakfast", ar: "فطور" },
            parent: null,
            category_hours: LUNCH_BLOCK,
            products: [{ id: 41, name: { en: "Pancakes", ar: "فطائر" }, price: 15, category: 4 }],
          },
          {
            id: 5,
            name: { en: "Sweet", ar: "حلو" },
            parent: 4,
            products: [{ id: 51, name: { en: "Waffles", ar: "وافل" }, price: 16, category: 5 }],
          },
        ],
      ),
    }),
  );
  await api.importVenue(variantVenue(141, { enable_order: false }));
  await api.importVenue(variantVenue(142, { opening_hours: [{ weekday: 2, from_hour: "09:00:00", to_hour: "17:00:00" }] }));
  await api.importVenue(variantVenue(143, { enable_drive_thru: false, enable_card_machine: false }));
  await api.importVenue(
    variantVenue(144, { enable_payment_type: false, payment_enabled: false, enable_coupons: false }, { delivery_zones: [] }),
  );
  await api.importVenue(variantVenue(145, { enable_order_geofence: true }));
}, 60_000);
afterAll(() => api.close());

async function rejected(body: unknown, status = 400) {
  const response = await postOrder(api, body, { "Idempotency-Key": newKey("rejected") });
  expect(response.status).toBe(status);
  return response.body;
}

describe("order creation refuses lines it cannot serve, naming the line", () => {
  it.each([
    ["an unknown product", [cake(), line(999)], 1, "product", "Line item 1: unknown product 999."],
    ["an out_of_stock product", [line(13)], 0, "product", "Line item 0: Sold out is out of stock."],
    [
      "a variation value the product does not offer",
      [line(12, { variations: [101] })],
      0,
      "variations",
      "Line item 0: Variation value 101 is not offered for Cake.",
    ],
    ["a missing required variation", [line(11)], 0, "variations", "Line item 0: Size is required for Tea."],
    [
      "two values of a single-choice variation",
      [line(11, { variations: [101, 102] })],
      0,
      "variations",
      "Line item 0: Only one Size can be chosen for Tea.",
    ],
    ["a combo group without a selected product", [line(21)], 0, "combo_groups", "Line item 0: Choose a product in Side for Meal deal."],
    [
      "an out-of-stock combo item",
      [mealDeal({ combo_groups: [{ id: 7, products: [{ id: 13 }] }] })],
      0,
      "combo_groups",
      "Line item 0: Sold out is out of stock.",
    ],
    [
      "a combo group the product does not offer",
      [mealDeal({ combo_groups: [{ id: 8, products: [{ id: 12 }] }] })],
      0,
      "combo_groups",
      "Line item 0: Combo group 8 is not offered for Meal deal.",
    ],
    [
      "combo groups on a product without combos",
      [cake({ combo_groups: [{ id: 7, products: [{ id: 12 }] }] })],
      0,
      "combo_groups",
      "Line item 0: Combo group 7 is not offered for Cake.",
    ],
  ])("%s", async (_, lines, index, field, detail) => {
    const body = await rejected(draft(lines));
    expect(body).toEqual({ detail, line_index: index, errors: { [`line_items.${index}.${field}`]: [detail] } });
  });

  it.each([
    ["product_hours with disable_order now", 14, "Line item 0: Lunch tea can not be ordered at this time."],
    ["category_hours with disable_order now", 41, "Line item 0: Pancakes can not be ordered at this time."],
    ["a subcategory whose parent's hours disable ordering", 51, "Line item 0: Waffles can not be ordered at this time."],
    ["a price of 0 without enable_zero_price_item", 16, "Line item 0: Water has no price and can not be ordered."],
  ])("%s", async (_, product, detail) => {
    expect((await rejected(draft([line(product)], { menu: 140 }))).detail).toBe(detail);
  });

  it("refuses more than pos_available_qty of a product, across lines", async () => {
    const body = await rejected(draft([line(15, { quantity: 2 }), line(15, { quantity: 2 })], { menu: 140 }));
    expect(body).toMatchObject({ detail: "Line item 1: only 3 of Limited can be ordered.", line_index: 1 });
    const ok = await postOrder(api, draft([line(15, { quantity: 3 })], { menu: 140 }), { "Idempotency-Key": newKey() });
    expect(ok.status).toBe(201);
  });
});

describe("order creation refuses what the venue does not offer", () => {
  it.each([
    ["an unknown menu", { menu: 999 }, "menu", "Unknown menu 999."],
    ["a venue with ordering disabled", { menu: 141 }, "menu", "This venue does not take orders."],
    ["a venue closed now (open Tuesdays only)", { menu: 142 }, "menu", "The venue is closed now."],
    [
      "an order type the venue has disabled",
      { menu: 143, order_type: "drive_thru" as const },
      "order_type",
      "The order type drive_thru is not available at this venue.",
    ],
    [
      "a payment type not enabled",
      { menu: 143, payment_type: "machine" as const },
      "payment_type",
      "The payment type machine is not enabled at this venue.",
    ],
    [
      "card where online payment is off",
      { menu: 144, payment_type: "card" as const },
      "payment_type",
      "The payment type card is not enabled at this venue.",
    ],
    ["a coupon where coupons are off", { menu: 144, coupon: "TENOFF" }, "coupon", "Coupons are not enabled at this venue."],
    ["an unknown coupon", { coupon: "nope" }, "coupon", "The coupon NOPE is unknown or expired."],
    ["an expired coupon (OLD ended 2020-01-01)", { coupon: "OLD" }, "coupon", "The coupon OLD is unknown or expired."],
    [
      "a delivery outside every zone",
      { order_type: "delivery" as const, address_coordinates: FAR_AWAY },
      "address_coordinates",
      "The location is outside the delivery area.",
    ],
    [
      "a delivery with neither a location nor a written address",
      { order_type: "delivery" as const },
      "address",
      "An address is required for delivery.",
    ],
  ])("%s", async (_, extra, field, detail) => {
    const body = await rejected(draft([cake()], extra));
    expect(body).toEqual({ detail, errors: { [field]: [detail] } });
  });

  it("accepts cash where the payment selector is hidden, and delivery anywhere without zones", async () => {
    const response = await postOrder(api, draft([cake()], { menu: 144, order_type: "delivery", address: "Villa 3, Jumeirah" }), {
      "Idempotency-Key": newKey(),
    });
    expect(response.status).toBe(201);
  });

  it("refuses a delivery below minimum_order_amount (15) with the amount", async () => {
    const body = await rejected(draft([tea("small")], { order_type: "delivery", address_coordinates: DOWNTOWN }));
    expect(body).toEqual({
      detail: "Minimum order amount required 15.00",
      minimum_order_amount: 15,
      errors: { sub_total: ["Minimum order amount required 15.00"] },
    });
  });

  it("refuses a dine-in at table 1 below its Terrace section minimum (50)", async () => {
    const body = await rejected(draft([cake({ quantity: 2 })], { ...atPlace("t", 1), payment_type: "card" }));
    expect(body).toMatchObject({ detail: "Minimum order amount required 50.00", minimum_order_amount: 50 });
  });

  it("refuses a dine-in from outside the geofence when enable_order_geofence is on", async () => {
    const table = { ...atPlace("t", 3), menu: 145 };
    const outside = { type: "Point" as const, coordinates: [55.0, 25.0] as [number, number] };
    expect(await rejected(draft([cake()], { ...table, origin_location: outside }))).toMatchObject({
      detail: "Your location is outside the venue's area.",
    });
    const inside = { type: "Point" as const, coordinates: [55.2744, 25.1972] as [number, number] };
    const response = await postOrder(api, draft([cake()], { ...table, origin_location: inside }), { "Idempotency-Key": newKey() });
    expect(response.status).toBe(201);
  });
});

describe("malformed requests", () => {
  it("answers 400 with the failing fields", async () => {
    expect((await rejected(draft([]))).errors).toEqual({ line_items: ["An order needs at least one line item"] });
    const zero = await rejected(draft([cake({ quantity: 0 })]));
    expect(Object.keys(zero.errors as object)).toEqual(["line_items.0.quantity"]);
    const negative = await rejected(draft([cake({ product_price: -1 })]));
    expect(negative.errors).toEqual({ "line_items.0.product_price": ["Amount can not be negative"] });
  });

  it("answers 400 to bad JSON, an unknown language and an oversized Idempotency-Key", async () => {
    const bad = await api.http("/en/api/order/", { method: "POST", body: "{" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ detail: "Malformed JSON body." });
    const language = await api.http("/xx/api/order/", { method: "POST", body: JSON.stringify(draft([cake()])) });
    expect(language.status).toBe(400);
    const long = await postOrder(api, draft([cake()]), { "Idempotency-Key": "k".repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.detail).toBe("Idempotency-Key can have at most 200 characters.");
  });

  it("wrote nothing for any refused order", async () => {
    expect(await orderCount(api, 100)).toBe(0);
    const [lines] = await api.db.select({ n: count() }).from(lineItems);
    const [paid] = await api.db.select({ n: count() }).from(payments);
    // Only the accepted orders of venues 140, 144 and 145 above wrote lines; none paid by card.
    expect(Number(lines?.n)).toBe(3);
    expect(Number(paid?.n)).toBe(0);
  });
});
