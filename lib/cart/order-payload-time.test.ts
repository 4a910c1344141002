import { deliveryDatetime, venueInstant, venueWallClock } from "./order-payload-time";

describe("venueWallClock", () => {
  it("is the venue's clock, not the guest's: 21:24 UTC is 01:24 the next day in Dubai", () => {
    expect(venueWallClock(Date.parse("2026-11-22T21:24:40Z"), "Asia/Dubai")).toBe("2026-11-23T01:24");
  });

  it("falls back to Asia/Dubai for a zone Intl does not know (001 section 9)", () => {
    expect(venueWallClock(Date.parse("2026-11-22T08:00:00Z"), "Not/AZone")).toBe("2026-11-22T12:00");
  });
});

describe("venueInstant", () => {
  it("reads a picked wall clock in the venue's zone", () => {
    expect(venueInstant("2026-11-23T19:30", "Asia/Dubai")).toBe(Date.parse("2026-11-23T15:30:00Z"));
    expect(venueInstant("2026-07-01T12:00", "Europe/London")).toBe(Date.parse("2026-07-01T11:00:00Z"));
    expect(venueInstant("2026-01-15T12:00", "Europe/London")).toBe(Date.parse("2026-01-15T12:00:00Z"));
  });

  it("settles the offset across a daylight-saving change (London moves to BST on 29 March 2026)", () => {
    expect(venueInstant("2026-03-29T03:30", "Europe/London")).toBe(Date.parse("2026-03-29T02:30:00Z"));
    expect(venueInstant("2026-03-29T00:30", "Europe/London")).toBe(Date.parse("2026-03-29T00:30:00Z"));
  });

  it("round-trips the default value", () => {
    const now = Date.parse("2026-11-22T21:24:00Z");
    expect(venueInstant(venueWallClock(now, "Asia/Dubai"), "Asia/Dubai")).toBe(now);
  });

  it("is null for text that is not a date-time", () => {
    expect(venueInstant("", "Asia/Dubai")).toBeNull();
    expect(venueInstant("2026-02-30T10:00", "Asia/Dubai")).toBeNull();
    expect(venueInstant("tomorrow", "Asia/Dubai")).toBeNull();
  });
});

describe("deliveryDatetime", () => {
  it("is the instant in ISO 8601, or null", () => {
    expect(deliveryDatetime("2026-11-23T19:30", "Asia/Dubai")).toBe("2026-11-23T15:30:00.000Z");
    expect(deliveryDatetime("", "Asia/Dubai")).toBeNull();
  });
});
