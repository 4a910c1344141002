import {
  geofenceAllows,
  geofenceBlocksOrder,
  orderGeofenceApplies,
  type GeofenceCheck,
  type LocationGateStatus,
  type OrderGeofenceScope,
} from "./order-geofence";

const dineInAtTable: OrderGeofenceScope = {
  orderType: "dine_in",
  hasProducts: true,
  hasLocation: true,
  paymentType: "cash",
  enableOrderGeofence: true,
};
const allowed: GeofenceCheck = { status: "ready", allowed: true, hasCurrentLocation: true };

describe("orderGeofenceApplies: 'only for dine_in orders with products, a location, a payment type, and enable_order_geofence'", () => {
  it("applies when all five hold", () => {
    expect(orderGeofenceApplies(dineInAtTable)).toBe(true);
  });

  it.each<[string, Partial<OrderGeofenceScope>]>([
    ["delivery", { orderType: "delivery" }],
    ["takeaway", { orderType: "takeaway" }],
    ["drive_thru", { orderType: "drive_thru" }],
    ["no order type", { orderType: null }],
    ["an empty cart", { hasProducts: false }],
    ["no order location", { hasLocation: false }],
    ["no payment type", { paymentType: null }],
    ["enable_order_geofence off", { enableOrderGeofence: false }],
  ])("does not apply with %s", (_case, change) => {
    expect(orderGeofenceApplies({ ...dineInAtTable, ...change })).toBe(false);
  });
});

describe("geofenceAllows: 'Status READY with allowed true and a current location'", () => {
  it("allows when ready, allowed and located", () => {
    expect(geofenceAllows(allowed)).toBe(true);
  });

  it.each<LocationGateStatus>(["idle", "checking_permission", "requesting", "denied", "unavailable", "error"])(
    "does not allow while status is %s",
    (status) => {
      expect(geofenceAllows({ ...allowed, status })).toBe(false);
    },
  );

  it.each<[string, Partial<GeofenceCheck>]>([
    ["the server said outside the allowed area", { allowed: false }],
    ["the server has not answered yet ('Checking your location…')", { allowed: null }],
    ["there is no current location", { hasCurrentLocation: false }],
  ])("does not allow when %s", (_case, change) => {
    expect(geofenceAllows({ ...allowed, ...change })).toBe(false);
  });
});

describe("geofenceBlocksOrder", () => {
  it.each<[string, Partial<OrderGeofenceScope>, Partial<GeofenceCheck>, boolean]>([
    ["applies and allows", {}, {}, false],
    ["applies and denied", {}, { status: "denied", allowed: null }, true],
    ["applies and outside", {}, { allowed: false }, true],
    ["does not apply (takeaway), outside", { orderType: "takeaway" }, { allowed: false }, false],
    ["does not apply (flag off), idle", { enableOrderGeofence: false }, { status: "idle" }, false],
  ])("%s -> %s", (_case, scope, check, expected) => {
    expect(geofenceBlocksOrder({ ...dineInAtTable, ...scope }, { ...allowed, ...check })).toBe(expected);
  });
});
