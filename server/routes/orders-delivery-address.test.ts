import { deliveryUnavailable } from "@/lib/domain/delivery-availability";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { cake, DOWNTOWN, draft, newKey, postOrder } from "../test/orders-test-kit";

// Monday 2 June 2025, 12:00 in Dubai.
const MONDAY_NOON_DUBAI = new Date("2025-06-02T08:00:00Z");

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ clock: () => MONDAY_NOON_DUBAI });
  await api.importVenue(testVenue());
  await api.importVenue(testVenue({ license: "no-zones", custom_domains: [], delivery_zones: [] }, { id: 101, forms: [] }));
}, 60_000);
afterAll(() => api.close());

describe("delivery without a map location (venues without Google Maps, or no maps key)", () => {
  // Issue 10 item 11: a venue with delivery zones cannot check a written address against them, so it
  // refuses it (it used to take it with no zone fee); server/security/delivery-zone.test.ts has the rest.
  it("is refused with 422 where the venue has delivery zones", async () => {
    const response = await postOrder(api, draft([cake({ quantity: 4 })], { order_type: "delivery", address: "Villa 3, Jumeirah" }), {
      "Idempotency-Key": newKey(),
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      errors: { address_coordinates: [expect.stringContaining("written address alone is not enough")] },
    });
  });

  it("still charges the zone's fee when a map location is given", async () => {
    const response = await postOrder(api, draft([cake({ quantity: 4 })], { order_type: "delivery", address_coordinates: DOWNTOWN }), {
      "Idempotency-Key": newKey(),
    });
    expect(response.status).toBe(201);
    const order = await api.client.getOrder("en", (response.body as { uuid: string }).uuid);
    expect(Number(order.delivery_fees)).toBeGreaterThan(0);
  });
});

describe("the menu call tells whether a delivery needs a map position (issue 24 item 7)", () => {
  it("answers has_delivery_zones, so the guest app offers no delivery that this API would refuse", async () => {
    const zoned = await api.client.getMenu("en", "test-venue");
    expect(zoned.has_delivery_zones).toBe(true);
    // Without the map picker no position can be given: the guest app shows delivery unavailable.
    expect(deliveryUnavailable({ ...zoned, enable_address_google_maps: false }, true)).toBe(true);

    const open = await api.client.getMenu("en", "no-zones");
    expect(open.has_delivery_zones).toBe(false);
    expect(deliveryUnavailable({ ...open, enable_address_google_maps: false }, false)).toBe(false);
  });

  it("takes a written address at a venue without zones, as the guest app then offers delivery", async () => {
    const body = { ...draft([cake({ quantity: 4 })], { order_type: "delivery", address: "Villa 3, Jumeirah" }), menu: 101 };
    const response = await postOrder(api, body, { "Idempotency-Key": newKey() });
    expect(response.status).toBe(201);
  });
});
