import { DELIVERY_POINT_REQUIRED } from "../services/orders/charges";
import { cake, DOWNTOWN, draft, FAR_AWAY, newKey, orderCount, postOrder, variantVenue } from "../test/orders-test-kit";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

// Issue 10 item 11: "a delivery order without coordinates pays no delivery fee and skips the
// delivery-area check". The fixture venue (menu 100) delivers only inside its Downtown zone (fee 7.5);
// menu 170 has no zone at all.
const NO_ZONES = 170;
// Monday 2 June 2025, 12:00 in Dubai.
const MONDAY_NOON_DUBAI = new Date("2025-06-02T08:00:00Z");

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ clock: () => MONDAY_NOON_DUBAI });
  await api.importVenue(testVenue());
  await api.importVenue(variantVenue(NO_ZONES, {}, { delivery_zones: [] }));
}, 60_000);
afterAll(() => api.close());

const delivery = (extra: Record<string, unknown>) => draft([cake({ quantity: 2 })], { order_type: "delivery", delivery_fees: 0, ...extra });

describe("a venue with delivery zones", () => {
  it.each([
    ["a written address and no coordinates", { address: "Villa 3, Jumeirah" }],
    ["coordinates sent as null", { address: "Villa 3, Jumeirah", address_coordinates: null }],
    ["a card order with a written address", { address: "Villa 3, Jumeirah", payment_type: "card" }],
  ])("refuses %s with 422 and a clear detail, writing nothing", async (_, extra) => {
    const before = await orderCount(api);
    const response = await postOrder(api, delivery(extra), { "Idempotency-Key": newKey("nopoint") });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ detail: DELIVERY_POINT_REQUIRED, errors: { address_coordinates: [DELIVERY_POINT_REQUIRED] } });
    expect(DELIVERY_POINT_REQUIRED).toMatch(/delivery areas.*map/);
    expect(await orderCount(api)).toBe(before);
  });

  it("refuses coordinates outside every zone with 400, writing nothing", async () => {
    const before = await orderCount(api);
    const response = await postOrder(api, delivery({ address: "Abu Dhabi", address_coordinates: FAR_AWAY }), {
      "Idempotency-Key": newKey("far"),
    });
    expect(response.status).toBe(400);
    const detail = "The location is outside the delivery area.";
    expect(response.body).toEqual({ detail, errors: { address_coordinates: [detail] } });
    expect(await orderCount(api)).toBe(before);
  });

  it("charges the zone's fee (7.5) inside it, whatever the client claims", async () => {
    const response = await postOrder(api, delivery({ address_coordinates: DOWNTOWN }), { "Idempotency-Key": newKey() });
    expect(response.status).toBe(201);
    const order = await api.client.getOrder("en", String(response.body.uuid));
    expect([order.delivery_fees, order.sub_total, order.total]).toEqual([7.5, 40, expect.any(Number)]);
    expect(order.total).toBeGreaterThanOrEqual(47.5);
  });
});

describe("a venue without delivery zones has no area to check and no fee rule", () => {
  it("takes a written address at no delivery fee", async () => {
    const response = await postOrder(api, delivery({ menu: NO_ZONES, address: "Villa 3, Jumeirah" }), { "Idempotency-Key": newKey() });
    expect(response.status).toBe(201);
    const order = await api.client.getOrder("en", String(response.body.uuid));
    expect(order.delivery_fees).toBe(0);
  });

  it("still needs an address", async () => {
    const response = await postOrder(api, delivery({ menu: NO_ZONES }), { "Idempotency-Key": newKey() });
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe("An address is required for delivery.");
  });
});
