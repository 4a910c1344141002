import { findClosure, isInClosure, type ClosureEntry } from "./closures";

const dubai = (local: string): Date => new Date(`${local}+04:00`);
const berlinWinter = (local: string): Date => new Date(`${local}+01:00`);

describe("closure entry (start and end ISO date-times)", () => {
  const christmas: ClosureEntry = { start: "2024-12-25T00:00:00", end: "2024-12-26T00:00:00" };

  it("reads offset-less bounds as the menu's wall clock, start inclusive and end exclusive", () => {
    expect(isInClosure(christmas, dubai("2024-12-24T23:59:59"), "Asia/Dubai")).toBe(false);
    expect(isInClosure(christmas, dubai("2024-12-25T00:00:00"), "Asia/Dubai")).toBe(true);
    expect(isInClosure(christmas, dubai("2024-12-25T23:59:59"), "Asia/Dubai")).toBe(true);
    expect(isInClosure(christmas, dubai("2024-12-26T00:00:00"), "Asia/Dubai")).toBe(false);
  });

  it("moves with the menu's timezone", () => {
    // 00:30 on the 25th in Dubai is 21:30 on the 24th in Berlin, so a Berlin menu is not yet closed.
    expect(isInClosure(christmas, dubai("2024-12-25T00:30:00"), "Europe/Berlin")).toBe(false);
    expect(isInClosure(christmas, berlinWinter("2024-12-25T00:00:00"), "Europe/Berlin")).toBe(true);
    expect(isInClosure(christmas, berlinWinter("2024-12-26T00:00:00"), "Europe/Berlin")).toBe(false);
  });

  it("falls back to Asia/Dubai for an invalid timezone", () => {
    expect(isInClosure(christmas, dubai("2024-12-25T00:00:00"), "Invalid/Zone")).toBe(true);
    expect(isInClosure(christmas, dubai("2024-12-24T23:59:59"), "Invalid/Zone")).toBe(false);
  });

  it("treats bounds with Z or an offset as instants, whatever the timezone", () => {
    const outage: ClosureEntry = { start: "2024-12-25T00:00:00Z", end: "2024-12-25T06:00:00Z" };
    expect(isInClosure(outage, dubai("2024-12-25T03:59:59"), "Asia/Dubai")).toBe(false);
    expect(isInClosure(outage, dubai("2024-12-25T04:00:00"), "Asia/Dubai")).toBe(true);
    expect(isInClosure(outage, new Date("2024-12-25T05:59:59Z"), "Europe/Berlin")).toBe(true);
    expect(isInClosure(outage, new Date("2024-12-25T06:00:00Z"), "Europe/Berlin")).toBe(false);
  });

  it("lets a date-only end close the whole of that day", () => {
    const day: ClosureEntry = { start: "2024-12-25", end: "2024-12-25" };
    expect(isInClosure(day, dubai("2024-12-25T00:00:00"), "Asia/Dubai")).toBe(true);
    expect(isInClosure(day, dubai("2024-12-25T23:59:59"), "Asia/Dubai")).toBe(true);
    expect(isInClosure(day, dubai("2024-12-26T00:00:00"), "Asia/Dubai")).toBe(false);
  });

  it("closes nothing when a bound is unreadable or the end is not after the start", () => {
    expect(isInClosure({ start: "soon", end: "2024-12-26T00:00:00" }, dubai("2024-12-25T12:00:00"))).toBe(false);
    expect(isInClosure({ start: "2024-12-26T00:00:00", end: "2024-12-25T00:00:00" }, dubai("2024-12-25T12:00:00"))).toBe(false);
    expect(isInClosure({ start: "2024-12-25T12:00:00", end: "2024-12-25T12:00:00" }, dubai("2024-12-25T12:00:00"))).toBe(false);
  });

  it("accepts epoch milliseconds as the clock", () => {
    expect(isInClosure(christmas, Date.parse("2024-12-25T10:00:00+04:00"), "Asia/Dubai")).toBe(true);
  });
});

describe("findClosure", () => {
  const rules: ClosureEntry[] = [
    { start: "2024-12-25T00:00:00", end: "2024-12-26T00:00:00", label: "Christmas" },
    { start: "2024-12-31T18:00:00", end: "2025-01-01T12:00:00", label: "New Year" },
  ];

  it("returns the covering entry with its label", () => {
    expect(findClosure(rules, dubai("2025-01-01T01:00:00"), "Asia/Dubai")?.label).toBe("New Year");
    expect(findClosure(rules, dubai("2024-12-25T09:00:00"), "Asia/Dubai")?.label).toBe("Christmas");
  });

  it("returns null outside every range and for empty lists", () => {
    expect(findClosure(rules, dubai("2024-12-28T12:00:00"), "Asia/Dubai")).toBeNull();
    expect(findClosure([], dubai("2024-12-25T12:00:00"), "Asia/Dubai")).toBeNull();
    expect(findClosure(null, dubai("2024-12-25T12:00:00"), "Asia/Dubai")).toBeNull();
    expect(findClosure(undefined, dubai("2024-12-25T12:00:00"), "Asia/Dubai")).toBeNull();
  });
});
