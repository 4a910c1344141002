import { ApiError } from "@/lib/api/errors";
import { venueTables } from "../db/schema";
import { RATE_LIMITS } from "../services/rate-limit";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

const NOW = new Date("2026-06-01T12:00:00Z");
const venue = testVenue({
  coupons: [
    ...(testVenue().coupons ?? []),
    { code: "SOON", discount_value_type: "fixed", discount_value: 3, valid_from: "2030-01-01T00:00:00Z" },
    {
      code: "WINDOW",
      discount_value_type: "fixed",
      discount_value: 2,
      valid_from: "2026-01-01T00:00:00Z",
      valid_until: "2026-12-31T23:59:59Z",
    },
  ],
});

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ clock: () => NOW, limits: { ...RATE_LIMITS, coupon: { limit: 5, windowMs: 60_000 } } });
  await api.importVenue(venue);
}, 60_000);
afterAll(() => api.close());

// Each test is its own guest for the coupon rate limit (5 a minute in this file).
let guest = 0;
const asGuest = () => ({ headers: { "x-forwarded-for": `198.51.100.${++guest}, 10.0.0.1` } });

async function httpError(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe("GET /en/api/coupon/{menuId}/{CODE}/ (001 sections 3, 5, 7)", () => {
  it("answers a percentage coupon with its cap", async () => {
    const coupon = await api.client.getCoupon(100, "TENOFF", asGuest());
    expect(coupon).toEqual({
      id: expect.any(Number),
      code: "TENOFF",
      products: [],
      categories: [],
      discount_value_type: "percentage",
      discount_value: 10,
      min_order_value: 0,
      max_discount_value: 5,
      free_delivery: false,
    });
  });

  it("answers a fixed coupon with its minimum order value, and a free-delivery coupon", async () => {
    const five = await api.client.getCoupon(100, "FIVE", asGuest());
    expect(five).toMatchObject({ discount_value_type: "fixed", discount_value: 5, min_order_value: 20, max_discount_value: null });
    const ship = await api.client.getCoupon(100, "FREESHIP", asGuest());
    expect(ship).toMatchObject({ free_delivery: true, discount_value: 0 });
  });

  it("matches a lowercase code sent as is, trimmed and uppercased by the server", async () => {
    const response = await api.http("/en/api/coupon/100/%20tenoff%20/", asGuest());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: "TENOFF", discount_value: 10 });
  });

  it("answers a coupon inside its validity window", async () => {
    expect(await api.client.getCoupon(100, "window", asGuest())).toMatchObject({ code: "WINDOW", discount_value: 2 });
  });

  it.each([
    ["an expired code (valid_until 2020-01-01)", 100, "OLD"],
    ["a code not valid yet (valid_from 2030-01-01)", 100, "SOON"],
    ["an unknown code", 100, "NOPE"],
    ["a code of another menu", 999, "TENOFF"],
  ])("answers 404 for %s", async (_label, menuId, code) => {
    const error = await httpError(api.client.getCoupon(menuId, code, asGuest()));
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ detail: "Coupon not found." });
  });

  it("answers 400 naming the field for a menu id that is not a number", async () => {
    const response = await api.http("/en/api/coupon/abc/TENOFF/", asGuest());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { menuId: expect.any(Array) } });
  });

  it("answers 429 from the sixth attempt of one guest within a minute, other guests unaffected", async () => {
    const guestA = { headers: { "x-forwarded-for": "203.0.113.7" } };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await api.http(`/en/api/coupon/100/GUESS${i}/`, guestA)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    expect((await api.http("/en/api/coupon/100/TENOFF/", guestA)).status).toBe(429);
    expect((await api.http("/en/api/coupon/100/TENOFF/", asGuest())).status).toBe(200);
  });
});

describe("GET /en/api/delivery_zone/{lat},{lng}/{menuId}/ (001 sections 4, 7, 8)", () => {
  it("answers the fee of the zone containing the point", async () => {
    expect(await api.client.getDeliveryZone(100, { lat: 25.19, lng: 55.28 })).toEqual({ delivery_amount: 7.5, name: "Downtown" });
  });

  it("answers 404 with the not-deliverable detail outside every zone", async () => {
    const error = await httpError(api.client.getDeliveryZone(100, { lat: 25.25, lng: 55.28 }));
    expect(error.status).toBe(404);
    expect(error.body).toEqual({
      detail: "This location is outside our delivery area. Please choose another location or pick up your order.",
      code: "outside_delivery_area",
    });
  });

  it("answers 404 for an unknown menu", async () => {
    const error = await httpError(api.client.getDeliveryZone(999, { lat: 25.19, lng: 55.28 }));
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ detail: "Menu not found." });
  });

  it.each([
    ["abc,55.28", "lat"],
    ["25.19", "point"],
    ["91,55.28", "lat"],
    ["25.19,181", "lng"],
    ["25.19,55.28,3", "point"],
    ["25.19,55.28", "menuId", "x"],
  ])("answers 400 for the malformed point %s, naming %s", async (point, field, menuId = "100") => {
    const response = await api.http(`/en/api/delivery_zone/${point}/${menuId}/`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ detail: "Invalid path.", errors: { [field]: expect.any(Array) } });
  });
});

describe("GET /en/api/menu_section/{license}/?table_number={n} (001 sections 4, 7)", () => {
  it("answers the section minimum of table 1 (Terrace, 50)", async () => {
    expect(await api.client.getMenuSection("test-venue", 1)).toEqual({ minimum_order_amount: 50 });
  });

  it("answers 0 for table 3, whose section sets no minimum", async () => {
    expect(await api.client.getMenuSection("test-venue", "3")).toEqual({ minimum_order_amount: 0 });
  });

  it("answers 0 for a table that belongs to no section", async () => {
    await api.db.insert(venueTables).values({ venueId: 100, kind: "table", number: "7", sectionId: null });
    expect(await api.client.getMenuSection("test-venue", 7)).toEqual({ minimum_order_amount: 0 });
  });

  it("answers 404 for an unknown table and for an unknown licence", async () => {
    const table = await httpError(api.client.getMenuSection("test-venue", 99));
    expect([table.status, table.body]).toEqual([404, { detail: "Table not found." }]);
    const licence = await httpError(api.client.getMenuSection("nobody", 1));
    expect([licence.status, licence.body]).toEqual([404, { detail: "Menu not found." }]);
  });

  it.each([
    ["missing", "/en/api/menu_section/test-venue/"],
    ["empty", "/en/api/menu_section/test-venue/?table_number="],
    ["not a table number", "/en/api/menu_section/test-venue/?table_number=1%3B%20drop"],
  ])("answers 400 naming table_number when it is %s", async (_label, path) => {
    const response = await api.http(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ detail: "Invalid query.", errors: { table_number: expect.any(Array) } });
  });
});
