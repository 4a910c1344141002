import { formatOrderableFrom } from "./orderable-from";

const DUBAI = "Asia/Dubai";
const MONDAY_0930 = Date.parse("2026-11-23T05:30:00Z");

describe("formatOrderableFrom", () => {
  it("later the same day: the time alone, on the venue's 24-hour clock", () => {
    expect(formatOrderableFrom(Date.parse("2026-11-23T08:00:00Z"), MONDAY_0930, DUBAI, "en", false)).toBe("12:00");
  });

  it("another day: with the weekday, in the guest's language", () => {
    expect(formatOrderableFrom(Date.parse("2026-11-24T04:00:00Z"), MONDAY_0930, DUBAI, "en", false)).toBe("Tuesday 08:00");
    expect(formatOrderableFrom(Date.parse("2026-11-24T04:00:00Z"), MONDAY_0930, DUBAI, "fr", false)).toBe("mardi 08:00");
  });

  it("Arabic-Indic digits only where the venue turns them on", () => {
    const noon = Date.parse("2026-11-23T08:00:00Z");
    expect(formatOrderableFrom(noon, MONDAY_0930, DUBAI, "ar", true)).toBe("١٢:٠٠");
    expect(formatOrderableFrom(noon, MONDAY_0930, DUBAI, "ar", false)).toBe("12:00");
  });
});
