import { formatOrderDate, formatOrderTime } from "./order-date";

describe("formatOrderDate", () => {
  it("shows the date in the venue's time zone (Asia/Dubai is UTC+4)", () => {
    expect(formatOrderDate("2026-03-01T21:05:00.000Z", "Asia/Dubai", "en", false)).toMatch(/^Mar 2, 2026, 1:05\sAM$/);
    expect(formatOrderDate("2026-03-01T21:05:00.000Z", "Europe/London", "en", false)).toMatch(/^Mar 1, 2026, 9:05\sPM$/);
  });

  it("uses Arabic-Indic digits only in Arabic with the menu's Arabic numerals", () => {
    expect(formatOrderDate("2026-03-01T21:05:00.000Z", "Asia/Dubai", "ar", true)).toMatch(/٢٠٢٦/);
    expect(formatOrderDate("2026-03-01T21:05:00.000Z", "Asia/Dubai", "ar", false)).toMatch(/2026/);
  });

  it("falls back to Asia/Dubai for an unknown zone", () => {
    expect(formatOrderDate("2026-03-01T21:05:00.000Z", "Mars/Olympus", "en", false)).toMatch(/^Mar 2, 2026/);
  });
});

describe("formatOrderTime (the tracker's step times)", () => {
  it("shows hours and minutes in the venue's time zone", () => {
    expect(formatOrderTime("2026-03-01T21:05:00.000Z", "Asia/Dubai", "en", false)).toMatch(/^1:05\sAM$/);
  });

  it("uses Arabic-Indic digits only in Arabic with the menu's Arabic numerals", () => {
    expect(formatOrderTime("2026-03-01T21:05:00.000Z", "Asia/Dubai", "ar", true)).toMatch(/١:٠٥/);
    expect(formatOrderTime("2026-03-01T21:05:00.000Z", "Asia/Dubai", "ar", false)).toMatch(/1:05/);
  });
});
