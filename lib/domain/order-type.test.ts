import fc from "fast-check";
import {
  DEFAULT_ORDER_TYPE,
  ORDER_TYPES,
  enabledOrderTypes,
  isOrderType,
  orderTypeFlags,
  offeredFallback,
  resolveOrderType,
  type EnabledOrderTypes,
  type OrderType,
} from "./order-type";

const allOn: EnabledOrderTypes = { delivery: true, takeaway: true, dine_in: true, drive_thru: true };
const allOff: EnabledOrderTypes = { delivery: false, takeaway: false, dine_in: false, drive_thru: false };

describe("order type values: 'delivery, takeaway, dine_in, drive_thru'", () => {
  it("lists the four values and defaults to delivery", () => {
    expect(ORDER_TYPES).toEqual(["delivery", "takeaway", "dine_in", "drive_thru"]);
    expect(DEFAULT_ORDER_TYPE).toBe("delivery");
  });

  it.each<[unknown, boolean]>([
    ["delivery", true],
    ["drive_thru", true],
    ["dine-in", false],
    ["DELIVERY", false],
    [null, false],
    [3, false],
  ])("isOrderType(%j) -> %s", (value, expected) => {
    expect(isOrderType(value)).toBe(expected);
  });
});

describe("enabledOrderTypes: each type is enabled per menu (enable_delivery, enable_dine_in, enable_takeaway, enable_drive_thru)", () => {
  it.each<[string, Parameters<typeof enabledOrderTypes>[0], OrderType[]]>([
    ["all flags on", { enable_delivery: true, enable_takeaway: true, enable_dine_in: true, enable_drive_thru: true }, [...ORDER_TYPES]],
    ["no flags", {}, []],
    ["null flags are off", { enable_delivery: null, enable_takeaway: true }, ["takeaway"]],
    ["dine_in and drive_thru", { enable_dine_in: true, enable_drive_thru: true }, ["dine_in", "drive_thru"]],
    [
      "partner venue keeps only dine_in and takeaway",
      { enable_delivery: true, enable_takeaway: true, enable_dine_in: true, enable_drive_thru: true, al_futtaim_enabled: true },
      ["takeaway", "dine_in"],
    ],
    ["partner venue with only delivery enabled", { enable_delivery: true, al_futtaim_enabled: true }, []],
  ])("%s", (_case, menu, expected) => {
    expect(enabledOrderTypes(menu)).toEqual(expected);
  });

  it("orderTypeFlags maps the menu flags", () => {
    expect(orderTypeFlags({ enable_delivery: true, enable_drive_thru: true })).toEqual({
      delivery: true,
      takeaway: false,
      dine_in: false,
      drive_thru: true,
    });
  });
});

describe("resolveOrderType, other venues", () => {
  it.each<[string, OrderType, EnabledOrderTypes, boolean, OrderType]>([
    ["delivery enabled stays delivery", "delivery", allOn, false, "delivery"],
    ["a location with type delivery switches to dine_in", "delivery", allOn, true, "dine_in"],
    ["a location with delivery disabled and dine_in disabled still gives dine_in", "delivery", allOff, true, "dine_in"],
    ["delivery disabled -> dine_in", "delivery", { ...allOn, delivery: false }, false, "dine_in"],
    ["delivery disabled, dine_in disabled -> drive_thru", "delivery", { ...allOn, delivery: false, dine_in: false }, false, "drive_thru"],
    [
      "delivery disabled, dine_in and drive_thru disabled -> takeaway",
      "delivery",
      { ...allOn, delivery: false, dine_in: false, drive_thru: false },
      false,
      "takeaway",
    ],
    ["nothing enabled -> takeaway as the last resort", "delivery", allOff, false, "takeaway"],
    ["drive_thru enabled but dine_in not -> drive_thru", "delivery", { ...allOff, drive_thru: true, takeaway: true }, false, "drive_thru"],
    ["takeaway is kept", "takeaway", allOn, true, "takeaway"],
    ["drive_thru is kept at other venues", "drive_thru", allOn, false, "drive_thru"],
    ["dine_in is kept without a location", "dine_in", allOn, false, "dine_in"],
    ["a disabled non-delivery type is kept (no fallback defined)", "drive_thru", allOff, false, "drive_thru"],
  ])("%s", (_case, current, enabled, hasLocation, expected) => {
    expect(resolveOrderType({ current, enabled, partner: false, hasLocation })).toBe(expected);
  });
});

describe("resolveOrderType, the al_futtaim_enabled venue", () => {
  it.each<[string, OrderType, boolean, OrderType]>([
    ["table or room location and type delivery -> dine_in", "delivery", true, "dine_in"],
    ["no location and type delivery -> takeaway", "delivery", false, "takeaway"],
    ["drive_thru with a location is reset to dine_in", "drive_thru", true, "dine_in"],
    ["drive_thru without a location is reset to takeaway", "drive_thru", false, "takeaway"],
    ["dine_in is kept", "dine_in", false, "dine_in"],
    ["takeaway is kept even with a location", "takeaway", true, "takeaway"],
  ])("%s", (_case, current, hasLocation, expected) => {
    expect(resolveOrderType({ current, enabled: allOn, partner: true, hasLocation })).toBe(expected);
  });

  it("ignores the enabled flags: delivery enabled does not keep delivery", () => {
    expect(resolveOrderType({ current: "delivery", enabled: allOn, partner: true, hasLocation: false })).toBe("takeaway");
  });
});

describe("resolveOrderType properties", () => {
  const typeArb = fc.constantFrom(...ORDER_TYPES);
  const enabledArb = fc.record({ delivery: fc.boolean(), takeaway: fc.boolean(), dine_in: fc.boolean(), drive_thru: fc.boolean() });

  it("is stable: resolving twice changes nothing", () => {
    fc.assert(
      fc.property(typeArb, enabledArb, fc.boolean(), fc.boolean(), (current, enabled, partner, hasLocation) => {
        const once = resolveOrderType({ current, enabled, partner, hasLocation });
        expect(resolveOrderType({ current: once, enabled, partner, hasLocation })).toBe(once);
      }),
    );
  });

  it("never leaves delivery when it is disabled, and partner mode yields only dine_in or takeaway", () => {
    fc.assert(
      fc.property(typeArb, enabledArb, fc.boolean(), fc.boolean(), (current, enabled, partner, hasLocation) => {
        const resolved = resolveOrderType({ current, enabled, partner, hasLocation });
        if (!enabled.delivery || hasLocation || partner) expect(resolved).not.toBe("delivery");
        if (partner) expect(["dine_in", "takeaway"]).toContain(resolved);
      }),
    );
  });
});

describe("offeredFallback: 'switches to dine_in, else drive_thru, else takeaway' among the offered types", () => {
  it.each<[OrderType[], OrderType | null]>([
    [["takeaway", "dine_in"], "dine_in"],
    [["takeaway", "dine_in", "drive_thru"], "dine_in"],
    [["takeaway", "drive_thru"], "drive_thru"],
    [["takeaway"], "takeaway"],
    [["delivery"], "delivery"],
    [[], null],
  ])("offered %j -> %s", (offered, expected) => {
    expect(offeredFallback(offered)).toBe(expected);
  });
});
