import { orderableAgainAt, venueOpensAgainAt, type ProductHoursFacts } from "./orderable-again";

// 2026-11-23 is a Monday; the demo venue's timezone, Asia/Dubai, is UTC+4 all year.
const DUBAI = "Asia/Dubai";
const at = (iso: string) => Date.parse(iso);
const facts = (overrides: Partial<ProductHoursFacts>): ProductHoursFacts => ({
  venue: { timezone: DUBAI },
  categoryHours: [],
  productHours: null,
  ...overrides,
});

describe("orderableAgainAt: when a dish the clock keeps from ordering can be ordered again", () => {
  it("is null when the clock allows ordering now", () => {
    expect(orderableAgainAt(facts({}), at("2026-11-23T05:30:00Z"))).toBeNull();
  });

  it("a product window with disable_order ends at its to_hour (Monday 07:00-12:00, asked at 09:30)", () => {
    const productHours = [{ weekday: 1, from_hour: "07:00:00", to_hour: "12:00:00", disable_order: true }];
    expect(orderableAgainAt(facts({ productHours }), at("2026-11-23T05:30:00Z"))).toBe(at("2026-11-23T08:00:00Z"));
  });

  it("a venue outside its opening hours opens at the next window's from_hour, the next day", () => {
    const opening_hours = [2, 3].map((weekday) => ({ weekday, from_hour: "08:00:00", to_hour: "23:00:00" }));
    // Monday 23:30 Dubai: Tuesday 08:00 Dubai.
    expect(orderableAgainAt(facts({ venue: { timezone: DUBAI, opening_hours } }), at("2026-11-23T19:30:00Z"))).toBe(
      at("2026-11-24T04:00:00Z"),
    );
  });

  it("a window ending at midnight ('00:00:00') belongs to the day it started", () => {
    const productHours = [{ weekday: 1, from_hour: "18:00:00", to_hour: "00:00:00", disable_order: true }];
    expect(orderableAgainAt(facts({ productHours }), at("2026-11-23T16:00:00Z"))).toBe(at("2026-11-23T20:00:00Z"));
  });

  it("after a closing rule longer than a week, the first opening window after it", () => {
    const opening_hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from_hour: "09:00:00", to_hour: "17:00:00" }));
    // A date-only end names the last closed day: closed through 30 November, open from 1 December 09:00 Dubai.
    const closing_rules = [{ start: "2026-11-20", end: "2026-11-30" }];
    expect(orderableAgainAt(facts({ venue: { timezone: DUBAI, opening_hours, closing_rules } }), at("2026-11-23T08:00:00Z"))).toBe(
      at("2026-12-01T05:00:00Z"),
    );
  });

  it("every category up the chain must allow it: the parent's closure and the child's window both end", () => {
    const child = [{ weekday: 1, from_hour: "10:00:00", to_hour: "14:00:00", disable_order: true }];
    const parent = [{ start: "2026-11-23T09:00:00", end: "2026-11-23T15:00:00" }];
    expect(orderableAgainAt(facts({ categoryHours: [child, parent] }), at("2026-11-23T07:00:00Z"))).toBe(at("2026-11-23T11:00:00Z"));
  });

  it("is null when nothing in the coming week opens it (a venue closed by its isOpen flag alone)", () => {
    expect(orderableAgainAt(facts({ venue: { timezone: DUBAI, isOpen: false } }), at("2026-11-23T07:00:00Z"))).toBeNull();
  });

  it("malformed windows count for nothing", () => {
    const productHours = [{ weekday: 9, from_hour: "7am", to_hour: "noon", disable_order: true }];
    expect(orderableAgainAt(facts({ productHours }), at("2026-11-23T07:00:00Z"))).toBeNull();
  });
});

describe("venueOpensAgainAt: the closed banner's opening time (issue 28 item 12)", () => {
  const opening_hours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from_hour: "08:00:00", to_hour: "22:00:00" }));

  it("Friday 23:00 Dubai, open Monday to Friday 08:00-22:00: Monday 08:00", () => {
    expect(venueOpensAgainAt({ timezone: DUBAI, opening_hours }, at("2026-11-27T19:00:00Z"))).toBe(at("2026-11-30T04:00:00Z"));
  });

  it("is null while the venue is open", () => {
    expect(venueOpensAgainAt({ timezone: DUBAI, opening_hours }, at("2026-11-23T08:00:00Z"))).toBeNull();
  });

  it("is null for a venue without hours that is_open shuts: no clock opens it", () => {
    expect(venueOpensAgainAt({ timezone: DUBAI, isOpen: false }, at("2026-11-27T19:00:00Z"))).toBeNull();
  });
});
