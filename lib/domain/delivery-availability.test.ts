import {
  deliveryBlocked,
  deliveryNeedsPosition,
  deliveryUnavailable,
  orderableType,
  orderableTypes,
  positionCapturable,
  selectorTypes,
} from "./delivery-availability";

// The demo venue enables all four types; the maps venue of e2e/delivery-location.spec.ts picks addresses on the map.
const all = { enable_delivery: true, enable_takeaway: true, enable_dine_in: true, enable_drive_thru: true };

describe("delivery without the map (issue 11 item 13)", () => {
  it("is unavailable only where the venue picks addresses on the map and there is no maps key", () => {
    expect(deliveryUnavailable({ ...all, enable_address_google_maps: true }, false)).toBe(true);
    expect(deliveryUnavailable({ ...all, enable_address_google_maps: true }, true)).toBe(false);
    expect(deliveryUnavailable({ ...all, enable_address_google_maps: false }, false)).toBe(false);
    expect(deliveryUnavailable({ ...all, enable_delivery: false, enable_address_google_maps: true }, false)).toBe(false);
    // The partner venue never offers delivery (enabledOrderTypes).
    expect(deliveryUnavailable({ ...all, al_futtaim_enabled: true, enable_address_google_maps: true }, false)).toBe(false);
  });

  it("is unavailable at a venue with delivery zones where no map position can be given (issue 24 item 7)", () => {
    // The demo venue: zones, no map picker; the venue API refuses its written addresses (422).
    const demo = { ...all, has_delivery_zones: true, enable_address_google_maps: false };
    expect(deliveryNeedsPosition(demo)).toBe(true);
    expect(positionCapturable(demo, true)).toBe(false);
    expect(deliveryUnavailable(demo, true)).toBe(true);
    expect(deliveryUnavailable(demo, false)).toBe(true);
    // Zones with the map picker and a maps key: the picker gives the position.
    expect(deliveryUnavailable({ ...demo, enable_address_google_maps: true }, true)).toBe(false);
    expect(deliveryUnavailable({ ...demo, enable_address_google_maps: true }, false)).toBe(true);
    // No zones and no map: a written address is taken, at no fee.
    expect(deliveryNeedsPosition({ ...all, has_delivery_zones: false })).toBe(false);
    expect(deliveryUnavailable({ ...all, has_delivery_zones: false }, false)).toBe(false);
    // An API that does not answer has_delivery_zones: the map setting decides, as before.
    expect(deliveryUnavailable({ ...all }, true)).toBe(false);
    // Delivery switched off is never shown unavailable.
    expect(deliveryUnavailable({ ...demo, enable_delivery: false }, false)).toBe(false);
  });

  it("leaves delivery out of the orderable types and shows it unavailable in the selector's order", () => {
    const orderable = orderableTypes(["delivery", "takeaway", "dine_in"], true);
    expect(orderable).toEqual(["takeaway", "dine_in"]);
    expect(selectorTypes(orderable, true)).toEqual([
      { type: "delivery", available: false },
      { type: "takeaway", available: true },
      { type: "dine_in", available: true },
    ]);
    expect(selectorTypes(["delivery", "takeaway"], false)).toEqual([
      { type: "delivery", available: true },
      { type: "takeaway", available: true },
    ]);
  });

  it("moves a delivery cart to dine_in, then drive_thru, then takeaway (000 section 4), and blocks it when none is left", () => {
    expect(orderableType("delivery", ["takeaway", "drive_thru", "dine_in"], true)).toBe("dine_in");
    expect(orderableType("delivery", ["takeaway", "drive_thru"], true)).toBe("drive_thru");
    expect(orderableType("delivery", ["takeaway"], true)).toBe("takeaway");
    expect(orderableType("delivery", [], true)).toBe("delivery");
    expect(orderableType("delivery", ["takeaway"], false)).toBe("delivery");
    expect(orderableType("takeaway", ["takeaway", "dine_in"], true)).toBe("takeaway");
    expect(deliveryBlocked("delivery", true)).toBe(true);
    expect(deliveryBlocked("delivery", false)).toBe(false);
    expect(deliveryBlocked("takeaway", true)).toBe(false);
  });
});
