import type { HourEntry } from "./hours";
import { categoryVisible, productVisible } from "./visibility";

// 000 section 5: "products show only when product_hours allow it, categories only when category_hours
// allow it, in the menu's timezone". 2024-03-01 is a Friday (weekday 5).
const dubai = (local: string): Date => new Date(`${local}+04:00`);
const ZONE = "Asia/Dubai";
const window = (from_hour: string, to_hour: string, disable_order = false): HourEntry => ({
  weekday: 5,
  from_hour,
  to_hour,
  disable_order,
});
const breakfastOnly = [window("07:00:00", "11:00:00"), window("11:00:00", "00:00:00", true)];
const closedForEvent = [{ start: "2024-03-01T00:00:00+04:00", end: "2024-03-02T00:00:00+04:00", reason: "Private event" }];

describe("categoryVisible", () => {
  it("needs the category's hours and those of every category above it", () => {
    expect(categoryVisible([[], breakfastOnly], dubai("2024-03-01T09:00:00"), ZONE)).toBe(true);
    // A subcategory with no hours of its own is hidden with its parent.
    expect(categoryVisible([[], breakfastOnly], dubai("2024-03-01T12:00:00"), ZONE)).toBe(false);
    expect(categoryVisible([closedForEvent], dubai("2024-03-01T09:00:00"), ZONE)).toBe(false);
  });

  it("with no matching window a category is available (000 section 4)", () => {
    expect(categoryVisible([[window("18:00:00", "23:00:00")]], dubai("2024-03-01T09:00:00"), ZONE)).toBe(true);
  });
});

describe("productVisible", () => {
  const afternoonOff = [window("12:00:00", "17:00:00", true)];

  it("follows the product's own hours, in the menu's timezone", () => {
    expect(productVisible(afternoonOff, [[]], dubai("2024-03-01T11:59:59"), ZONE)).toBe(true);
    expect(productVisible(afternoonOff, [[]], dubai("2024-03-01T12:00:00"), ZONE)).toBe(false);
    expect(productVisible(afternoonOff, [[]], dubai("2024-03-01T17:00:00"), ZONE)).toBe(true);
    // 12:30 in Dubai is 08:30 UTC: the same instant read in UTC would fall outside the window.
    expect(productVisible(afternoonOff, [[]], new Date("2024-03-01T08:30:00Z"), ZONE)).toBe(false);
  });

  it("is hidden when every category listing it is hidden, shown when one of them is shown", () => {
    const at = dubai("2024-03-01T12:00:00");
    expect(productVisible([], [[breakfastOnly]], at, ZONE)).toBe(false);
    expect(productVisible([], [[breakfastOnly], [[], closedForEvent]], at, ZONE)).toBe(false);
    expect(productVisible([], [[breakfastOnly], [[]]], at, ZONE)).toBe(true);
  });

  it("has no screen when no category lists it", () => {
    expect(productVisible([], [], dubai("2024-03-01T12:00:00"), ZONE)).toBe(false);
  });
});
