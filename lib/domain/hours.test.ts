import fc from "fast-check";
import {
  categoryAvailability,
  categoryHoursAvailability,
  findMatchingWindow,
  hoursAllow,
  isValidHourEntry,
  isWithinHours,
  productAvailability,
  splitHourEntries,
  type HourEntry,
} from "./hours";
import { zonedTime } from "./zoned-time";

// 2024-03-01 is a Friday (weekday 5); 2024-03-03 a Sunday (7); 2024-03-04 a Monday (1).
const dubai = (local: string): Date => new Date(`${local}+04:00`);
const entry = (weekday: number, from_hour: string, to_hour: string, disable_order = false): HourEntry => ({
  weekday,
  from_hour,
  to_hour,
  disable_order,
});
const within = (hours: HourEntry, at: Date, zone = "Asia/Dubai"): boolean => isWithinHours(hours, zonedTime(at, zone));

describe("hours window (weekday 1-7, from_hour and to_hour HH:MM:SS)", () => {
  it("includes from_hour and excludes to_hour", () => {
    const lunch = entry(5, "12:00:00", "15:00:00");
    expect(within(lunch, dubai("2024-03-01T11:59:59"))).toBe(false);
    expect(within(lunch, dubai("2024-03-01T12:00:00"))).toBe(true);
    expect(within(lunch, dubai("2024-03-01T14:59:59"))).toBe(true);
    expect(within(lunch, dubai("2024-03-01T15:00:00"))).toBe(false);
    // Same hours on Saturday are not Friday's window.
    expect(within(lunch, dubai("2024-03-02T13:00:00"))).toBe(false);
  });

  it("extends a window ending at midnight into the next day: Friday 18:00:00-00:00:00", () => {
    const evening = entry(5, "18:00:00", "00:00:00");
    expect(within(evening, dubai("2024-03-01T18:00:00"))).toBe(true);
    expect(within(evening, dubai("2024-03-01T23:30:00"))).toBe(true);
    expect(within(evening, dubai("2024-03-01T23:59:59"))).toBe(true);
    expect(within(evening, dubai("2024-03-02T00:00:00"))).toBe(false);
    expect(within(evening, dubai("2024-03-01T17:59:59"))).toBe(false);
  });

  it("runs a 22:00-02:00 window on weekday 5 into Saturday 01:00", () => {
    const late = entry(5, "22:00:00", "02:00:00");
    expect(within(late, dubai("2024-03-02T01:00:00"))).toBe(true);
    expect(within(late, dubai("2024-03-02T01:59:59"))).toBe(true);
    expect(within(late, dubai("2024-03-02T02:00:00"))).toBe(false);
    // It does not reach back: Friday 01:00 belongs to Thursday's night, not this window.
    expect(within(late, dubai("2024-03-01T01:00:00"))).toBe(false);
  });

  it("wraps the week: Sunday (7) 20:00-02:00 covers Monday (1) 01:00", () => {
    const sundayNight = entry(7, "20:00:00", "02:00:00");
    expect(within(sundayNight, dubai("2024-03-03T20:00:00"))).toBe(true);
    expect(within(sundayNight, dubai("2024-03-04T01:00:00"))).toBe(true);
    expect(within(sundayNight, dubai("2024-03-04T02:00:00"))).toBe(false);
    expect(within(sundayNight, dubai("2024-03-11T00:30:00"))).toBe(true);
  });

  it("makes equal from and to a full 24 hours: 00:00:00-00:00:00 is the whole weekday", () => {
    const sunday = entry(7, "00:00:00", "00:00:00");
    expect(within(sunday, dubai("2024-03-03T00:00:00"))).toBe(true);
    expect(within(sunday, dubai("2024-03-03T23:59:59"))).toBe(true);
    expect(within(sunday, dubai("2024-03-04T00:00:00"))).toBe(false);
    expect(within(sunday, dubai("2024-03-02T23:59:59"))).toBe(false);
    const fromNine = entry(1, "09:00:00", "09:00:00");
    expect(within(fromNine, dubai("2024-03-05T08:59:59"))).toBe(true);
    expect(within(fromNine, dubai("2024-03-05T09:00:00"))).toBe(false);
  });

  it("accepts 24:00:00 as a to_hour at the end of the day", () => {
    expect(within(entry(5, "18:00:00", "24:00:00"), dubai("2024-03-01T23:59:59"))).toBe(true);
    expect(within(entry(5, "18:00:00", "24:00:00"), dubai("2024-03-02T00:00:00"))).toBe(false);
  });

  it("reads wall clock in Europe/Berlin across the March 2024 DST change", () => {
    const mondayMorning = entry(1, "09:00:00", "17:00:00");
    // 07:30 UTC is 08:30 CET on Monday 25 March but 09:30 CEST on Monday 1 April (change on 31 March).
    expect(within(mondayMorning, new Date("2024-03-25T07:30:00Z"), "Europe/Berlin")).toBe(false);
    expect(within(mondayMorning, new Date("2024-04-01T07:30:00Z"), "Europe/Berlin")).toBe(true);
    // On Sunday 31 March local time jumps from 01:59:59 to 03:00:00, so 02:00-03:00 never occurs.
    const skippedHour = entry(7, "02:00:00", "03:00:00");
    expect(within(skippedHour, new Date("2024-03-31T00:59:59Z"), "Europe/Berlin")).toBe(false);
    expect(within(skippedHour, new Date("2024-03-31T01:00:00Z"), "Europe/Berlin")).toBe(false);
    expect(within(entry(7, "01:00:00", "04:00:00"), new Date("2024-03-31T01:30:00Z"), "Europe/Berlin")).toBe(true);
  });

  it("treats invalid weekdays and time strings as no window", () => {
    for (const bad of [
      entry(0, "00:00:00", "00:00:00"),
      entry(8, "00:00:00", "00:00:00"),
      entry(5.5, "00:00:00", "00:00:00"),
      entry(5, "25:00:00", "26:00:00"),
      entry(5, "18:00:00", "midnight"),
      entry(5, "", "23:00:00"),
      entry(5, "24:00:00", "02:00:00"),
    ]) {
      expect(isValidHourEntry(bad)).toBe(false);
      expect(within(bad, dubai("2024-03-01T23:30:00"))).toBe(false);
    }
    expect(isValidHourEntry(entry(5, "18:00", "23:00"))).toBe(true);
  });
});

describe("findMatchingWindow", () => {
  const monday = [entry(1, "08:00:00", "11:00:00"), entry(1, "17:00:00", "22:00:00", true)];

  it("handles several windows on one day", () => {
    expect(findMatchingWindow(monday, dubai("2024-03-04T09:00:00"), "Asia/Dubai")).toBe(monday[0]);
    expect(findMatchingWindow(monday, dubai("2024-03-04T12:00:00"), "Asia/Dubai")).toBeNull();
    expect(findMatchingWindow(monday, dubai("2024-03-04T18:00:00"), "Asia/Dubai")).toBe(monday[1]);
  });

  it("finds nothing in empty or missing lists", () => {
    expect(findMatchingWindow([], dubai("2024-03-04T09:00:00"))).toBeNull();
    expect(findMatchingWindow(null, dubai("2024-03-04T09:00:00"))).toBeNull();
    expect(findMatchingWindow(undefined, dubai("2024-03-04T09:00:00"))).toBeNull();
  });
});

describe("category availability (section 4)", () => {
  const hours = [entry(5, "18:00:00", "00:00:00", false), entry(5, "06:00:00", "11:00:00", true)];
  const closures = [{ start: "2024-03-01T20:00:00", end: "2024-03-01T21:00:00" }];

  it("is unavailable inside a closure date range even when a window allows it", () => {
    const at = dubai("2024-03-01T20:00:00");
    expect(categoryAvailability(hours, closures, at, "Asia/Dubai")).toMatchObject({ available: false, reason: "closure" });
    expect(categoryAvailability(hours, closures, dubai("2024-03-01T21:00:00"), "Asia/Dubai")).toMatchObject({
      available: true,
      reason: "window_open",
    });
  });

  it("follows the matching window's disable_order flag", () => {
    expect(categoryAvailability(hours, [], dubai("2024-03-01T23:30:00"), "Asia/Dubai")).toMatchObject({
      available: true,
      reason: "window_open",
      window: hours[0],
    });
    expect(categoryAvailability(hours, [], dubai("2024-03-01T07:00:00"), "Asia/Dubai")).toMatchObject({
      available: false,
      reason: "window_disabled",
      window: hours[1],
    });
  });

  it("is available with no matching window, and with no hours at all", () => {
    expect(categoryAvailability(hours, [], dubai("2024-03-01T15:00:00"), "Asia/Dubai")).toMatchObject({
      available: true,
      reason: "no_window",
    });
    expect(hoursAllow([], [], dubai("2024-03-01T15:00:00"), "Asia/Dubai")).toBe(true);
    expect(hoursAllow(null, undefined, dubai("2024-03-01T15:00:00"))).toBe(true);
  });

  it("lets the first window in list order decide when windows overlap", () => {
    const overlap = [entry(5, "10:00:00", "12:00:00", true), entry(5, "09:00:00", "17:00:00", false)];
    expect(hoursAllow(overlap, [], dubai("2024-03-01T11:00:00"), "Asia/Dubai")).toBe(false);
    expect(hoursAllow(overlap, [], dubai("2024-03-01T13:00:00"), "Asia/Dubai")).toBe(true);
  });

  it("evaluates in the menu's timezone, falling back to Asia/Dubai", () => {
    const at = new Date("2024-03-01T03:30:00Z"); // 07:30 Dubai (disabled window), 04:30 Berlin (none)
    expect(hoursAllow(hours, [], at, "Asia/Dubai")).toBe(false);
    expect(hoursAllow(hours, [], at, "Europe/Berlin")).toBe(true);
    expect(hoursAllow(hours, [], at, "Nowhere/Land")).toBe(false);
  });

  it("evaluates product_hours the same way, without closures", () => {
    expect(productAvailability(hours, dubai("2024-03-01T07:00:00"), "Asia/Dubai").available).toBe(false);
    expect(productAvailability(hours, dubai("2024-03-02T07:00:00"), "Asia/Dubai").available).toBe(true);
    expect(productAvailability([], dubai("2024-03-01T07:00:00"), "Asia/Dubai").reason).toBe("no_window");
  });
});

describe("hours properties", () => {
  const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
  const zone = fc.constantFrom("Asia/Dubai", "Europe/Berlin", "America/New_York", "Australia/Lord_Howe");
  const seconds = fc.integer({ min: 0, max: 86_399 });
  const hms = (s: number): string =>
    [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, "0")).join(":");
  const weekdays = [1, 2, 3, 4, 5, 6, 7];

  it("00:00:00-00:00:00 on every weekday is always within hours", () => {
    const allWeek = weekdays.map((day) => entry(day, "00:00:00", "00:00:00"));
    fc.assert(fc.property(instant, zone, (ms, tz) => findMatchingWindow(allWeek, ms, tz) !== null));
  });

  it("a window from A to B and one from B to A on every weekday cover each moment exactly once", () => {
    fc.assert(
      fc.property(seconds, seconds, instant, zone, (a, b, ms, tz) => {
        fc.pre(a !== b);
        const windows = weekdays.flatMap((day) => [entry(day, hms(a), hms(b)), entry(day, hms(b), hms(a))]);
        const at = zonedTime(ms, tz);
        return windows.filter((w) => isWithinHours(w, at)).length === 1;
      }),
    );
  });

  it("a disable_order window makes the category unavailable exactly where it matches", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), seconds, seconds, instant, (day, a, b, ms) => {
        const window = entry(day, hms(a), hms(b), true);
        return hoursAllow([window], [], ms, "Asia/Dubai") === !isWithinHours(window, zonedTime(ms, "Asia/Dubai"));
      }),
    );
  });
});

describe("splitHourEntries", () => {
  it("separates hour entries from closure entries and coerces JSON values", () => {
    const raw = [
      { weekday: "5", from_hour: "18:00:00", to_hour: "00:00:00", disable_order: "true" },
      { start: "2024-12-25T00:00:00", end: "2024-12-26T00:00:00", label: "Christmas" },
      { weekday: 1, from_hour: "08:00:00", to_hour: "11:00:00" },
      "nonsense",
    ];
    expect(splitHourEntries(raw)).toEqual({
      hours: [entry(5, "18:00:00", "00:00:00", true), entry(1, "08:00:00", "11:00:00", false)],
      closures: [{ start: "2024-12-25T00:00:00", end: "2024-12-26T00:00:00", label: "Christmas", reason: null }],
    });
  });

  it("reads an object holding the two lists, and nothing from null", () => {
    const raw = {
      hours: [{ weekday: 2, from_hour: "10:00", to_hour: "12:00", disable_order: 1 }],
      closures: [{ start: "2024-01-01", end: "2024-01-01" }],
    };
    expect(splitHourEntries(raw).hours).toEqual([entry(2, "10:00", "12:00", true)]);
    expect(splitHourEntries(raw).closures).toHaveLength(1);
    expect(splitHourEntries(null)).toEqual({ hours: [], closures: [] });
  });
});

describe("categoryHoursAvailability (mixed windows and closures)", () => {
  const entries = [
    { weekday: 5, from_hour: "18:00:00", to_hour: "00:00:00", disable_order: true },
    { start: "2026-12-24T00:00:00", end: "2026-12-26T00:00:00" },
  ];
  it("closes the category inside a closure entry of its hours list", () => {
    expect(categoryHoursAvailability(entries, new Date("2026-12-24T10:00:00+04:00"), "Asia/Dubai").reason).toBe("closure");
    expect(categoryHoursAvailability(entries, new Date("2026-12-23T10:00:00+04:00"), "Asia/Dubai").available).toBe(true);
    // Friday 2026-12-18 at 19:00 Dubai falls in the disabled window.
    expect(categoryHoursAvailability(entries, new Date("2026-12-18T19:00:00+04:00"), "Asia/Dubai").available).toBe(false);
  });
});
