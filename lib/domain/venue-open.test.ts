import fc from "fast-check";
import { isVenueOpen, venueOpenState, type VenueHours } from "./venue-open";

const dubai = (local: string): Date => new Date(`${local}+04:00`);
// Every day 10:00 to 02:00 the next morning.
const dailyLate = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from_hour: "10:00:00", to_hour: "02:00:00" }));

describe("venue open state from opening_hours, closing_rules and timezone (section 4)", () => {
  const venue: VenueHours = {
    opening_hours: dailyLate,
    closing_rules: [{ start: "2024-12-25T00:00:00", end: "2024-12-26T00:00:00", label: "Christmas" }],
    timezone: "Asia/Dubai",
  };

  it("is open inside opening hours and closed outside them", () => {
    expect(venueOpenState(venue, dubai("2024-03-01T10:00:00"))).toMatchObject({ open: true, reason: "within_opening_hours" });
    expect(venueOpenState(venue, dubai("2024-03-02T01:59:59"))).toMatchObject({ open: true, reason: "within_opening_hours" });
    expect(venueOpenState(venue, dubai("2024-03-02T02:00:00"))).toMatchObject({ open: false, reason: "outside_opening_hours" });
    expect(venueOpenState(venue, dubai("2024-03-01T09:59:59")).open).toBe(false);
  });

  it("is closed while a closing rule covers now, whatever the hours say", () => {
    const state = venueOpenState(venue, dubai("2024-12-25T12:00:00"));
    expect(state).toMatchObject({ open: false, reason: "closing_rule", closing_rule: { label: "Christmas" } });
    expect(isVenueOpen(venue, dubai("2024-12-24T23:59:59"))).toBe(true);
    expect(isVenueOpen(venue, dubai("2024-12-26T00:00:00"))).toBe(true);
  });

  it("lets opening hours win over a stale isOpen flag", () => {
    expect(isVenueOpen({ ...venue, isOpen: false }, dubai("2024-03-01T12:00:00"))).toBe(true);
    expect(isVenueOpen({ ...venue, isOpen: true }, dubai("2024-03-01T05:00:00"))).toBe(false);
  });

  it("uses isOpen when there are no (valid) opening hours, and is open without either", () => {
    const at = dubai("2024-03-01T05:00:00");
    expect(venueOpenState({ isOpen: false }, at)).toMatchObject({ open: false, reason: "is_open_flag" });
    expect(venueOpenState({ isOpen: true, opening_hours: [] }, at)).toMatchObject({ open: true, reason: "is_open_flag" });
    const garbage = [{ weekday: 9, from_hour: "late", to_hour: "later" }];
    expect(venueOpenState({ isOpen: false, opening_hours: garbage }, at)).toMatchObject({ open: false, reason: "is_open_flag" });
    expect(venueOpenState({}, at)).toMatchObject({ open: true, reason: "no_hours", timezone: "Asia/Dubai" });
    expect(venueOpenState({ opening_hours: null, closing_rules: null, isOpen: null }, at).open).toBe(true);
  });

  it("still applies closing rules when only isOpen is given", () => {
    const rules = [{ start: "2024-03-01T00:00:00", end: "2024-03-02T00:00:00" }];
    expect(isVenueOpen({ isOpen: true, closing_rules: rules }, dubai("2024-03-01T05:00:00"))).toBe(false);
  });

  it("evaluates in the venue's timezone and falls back to Asia/Dubai", () => {
    const at = new Date("2024-03-01T05:30:00Z"); // 09:30 in Dubai, 06:30 in Berlin, 11:00 in Kolkata
    expect(isVenueOpen({ ...venue, timezone: "Asia/Dubai" }, at)).toBe(false);
    expect(isVenueOpen({ ...venue, timezone: "Asia/Kolkata" }, at)).toBe(true);
    expect(venueOpenState({ ...venue, timezone: "Atlantis/Capital" }, at)).toMatchObject({ open: false, timezone: "Asia/Dubai" });
  });

  it("is always open with all-day hours on every weekday and no closing rules", () => {
    const allDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from_hour: "00:00:00", to_hour: "00:00:00" }));
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom("Asia/Dubai", "Europe/Berlin", "America/Sao_Paulo"),
        (ms, timezone) => isVenueOpen({ opening_hours: allDay, timezone, isOpen: false }, ms),
      ),
    );
  });
});
