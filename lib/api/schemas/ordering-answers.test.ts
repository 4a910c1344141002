import { coupon } from "./coupon";
import { deliveryZoneAnswer } from "./delivery-zone";
import { geofenceAnswer, geofencePayload } from "./geofence";
import { menuSectionAnswer } from "./menu-section";

describe("geofence", () => {
  it("reads allowed, is_allowed or allow as allowed", () => {
    expect(geofenceAnswer.parse({ allowed: true })).toEqual({ allowed: true });
    expect(geofenceAnswer.parse({ is_allowed: false })).toEqual({ allowed: false });
    expect(geofenceAnswer.parse({ allow: true, distance: 12 })).toEqual({ allowed: true });
  });

  it("fails an answer that carries no flag", () => {
    expect(geofenceAnswer.safeParse({ message: "ok" }).success).toBe(false);
    expect(geofenceAnswer.safeParse({ allowed: "yes" }).success).toBe(false);
  });

  it("sends lat and lng within their ranges", () => {
    expect(geofencePayload.parse({ lat: 25.2, lng: 55.27 })).toEqual({ lat: 25.2, lng: 55.27 });
    expect(geofencePayload.safeParse({ lat: 95, lng: 55.27 }).success).toBe(false);
  });
});

describe("coupon (001 section 3)", () => {
  const answer = {
    id: 8,
    code: "WELCOME10",
    products: [],
    categories: [11],
    discount_value_type: "percentage",
    discount_value: "10.000",
    min_order_value: "50.000",
    max_discount_value: null,
    free_delivery: true,
  };

  it("reads amounts as numbers and an absent cap as null", () => {
    expect(coupon.parse(answer)).toEqual({ ...answer, discount_value: 10, min_order_value: 50, max_discount_value: null });
    expect(coupon.parse({ id: 8, discount_value_type: "fixed", discount_value: 5 })).toMatchObject({
      min_order_value: 0,
      products: [],
      free_delivery: false,
    });
  });

  it("rejects an unknown discount type and a negative value", () => {
    expect(coupon.safeParse({ ...answer, discount_value_type: "bogo" }).success).toBe(false);
    expect(coupon.safeParse({ ...answer, discount_value: "-1.000" }).success).toBe(false);
  });
});

describe("delivery zone and menu section", () => {
  it("reads delivery_amount", () => {
    expect(deliveryZoneAnswer.parse({ delivery_amount: "7.500", id: 3 })).toEqual({ delivery_amount: 7.5, name: null });
    expect(deliveryZoneAnswer.safeParse({}).success).toBe(false);
  });

  it("reads minimum_order_amount, 0 when the section sets none", () => {
    expect(menuSectionAnswer.parse({ minimum_order_amount: "25.000" })).toEqual({ minimum_order_amount: 25 });
    expect(menuSectionAnswer.parse({ minimum_order_amount: null })).toEqual({ minimum_order_amount: 0 });
  });
});
