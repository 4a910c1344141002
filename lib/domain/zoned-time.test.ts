import fc from "fast-check";
import { DEFAULT_TIMEZONE, parseDateTimeBound, parseTimeOfDay, resolveTimezone, zonedTime } from "./zoned-time";

describe("menu timezone", () => {
  it("defaults to Asia/Dubai (section 9) when missing, empty or unknown", () => {
    expect(DEFAULT_TIMEZONE).toBe("Asia/Dubai");
    expect(resolveTimezone(undefined)).toBe("Asia/Dubai");
    expect(resolveTimezone(null)).toBe("Asia/Dubai");
    expect(resolveTimezone("  ")).toBe("Asia/Dubai");
    expect(resolveTimezone("Mars/Olympus_Mons")).toBe("Asia/Dubai");
    expect(resolveTimezone("Europe/Berlin")).toBe("Europe/Berlin");
  });
});

describe("zonedTime", () => {
  it("gives the ISO weekday and time in Asia/Dubai (UTC+4, no DST)", () => {
    // Friday 2024-03-01 19:30 UTC is 23:30 in Dubai, still Friday.
    expect(zonedTime(new Date("2024-03-01T19:30:00Z"), "Asia/Dubai")).toMatchObject({
      weekday: 5,
      secondsOfDay: 23 * 3600 + 30 * 60,
    });
    // 20:30 UTC Friday is 00:30 Saturday in Dubai.
    expect(zonedTime(Date.parse("2024-03-01T20:30:00Z"), "Asia/Dubai")).toMatchObject({
      weekday: 6,
      secondsOfDay: 30 * 60,
    });
  });

  it("numbers Sunday 7 and Monday 1", () => {
    expect(zonedTime(new Date("2024-03-03T08:00:00Z"), "UTC").weekday).toBe(7);
    expect(zonedTime(new Date("2024-03-04T08:00:00Z"), "UTC").weekday).toBe(1);
  });

  it("shows midnight as 0, not 24", () => {
    expect(zonedTime(new Date("2024-03-03T20:00:00Z"), "Asia/Dubai")).toMatchObject({ weekday: 1, secondsOfDay: 0 });
  });

  it("follows Europe/Berlin across the March 2024 change (CET +1 to CEST +2)", () => {
    expect(zonedTime(new Date("2024-03-31T00:59:59Z"), "Europe/Berlin").secondsOfDay).toBe(1 * 3600 + 59 * 60 + 59);
    expect(zonedTime(new Date("2024-03-31T01:00:00Z"), "Europe/Berlin").secondsOfDay).toBe(3 * 3600);
    expect(zonedTime(new Date("2024-03-25T07:30:00Z"), "Europe/Berlin").secondsOfDay).toBe(8 * 3600 + 30 * 60);
    expect(zonedTime(new Date("2024-04-01T07:30:00Z"), "Europe/Berlin").secondsOfDay).toBe(9 * 3600 + 30 * 60);
  });

  it("evaluates an invalid timezone as Asia/Dubai", () => {
    const at = new Date("2024-03-01T19:30:00Z");
    expect(zonedTime(at, "Not/AZone")).toEqual(zonedTime(at, "Asia/Dubai"));
    expect(zonedTime(at, "Not/AZone").timezone).toBe("Asia/Dubai");
  });

  it("always yields weekday 1-7 and a time within the day", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.constantFrom("Asia/Dubai", "Europe/Berlin", "America/New_York", "Asia/Kolkata"),
        (ms, zone) => {
          const at = zonedTime(ms, zone);
          return at.weekday >= 1 && at.weekday <= 7 && at.secondsOfDay >= 0 && at.secondsOfDay < 86_400;
        },
      ),
    );
  });
});

describe("parseTimeOfDay", () => {
  it("reads HH:MM:SS and HH:MM", () => {
    expect(parseTimeOfDay("18:00:00")).toBe(64_800);
    expect(parseTimeOfDay("00:00:00")).toBe(0);
    expect(parseTimeOfDay("23:59:59")).toBe(86_399);
    expect(parseTimeOfDay("09:30")).toBe(34_200);
    expect(parseTimeOfDay("24:00:00")).toBe(86_400);
  });

  it("rejects what is not a time of day", () => {
    for (const bad of ["25:00:00", "12:60:00", "12:00:60", "24:00:01", "noon", "", "12", "12:5:00"]) {
      expect(parseTimeOfDay(bad)).toBeNull();
    }
    expect(parseTimeOfDay(null)).toBeNull();
    expect(parseTimeOfDay(1800)).toBeNull();
  });
});

describe("parseDateTimeBound", () => {
  it("treats Z and offsets as instants", () => {
    expect(parseDateTimeBound("2024-12-25T00:00:00Z")).toEqual({ kind: "instant", ms: Date.UTC(2024, 11, 25) });
    expect(parseDateTimeBound("2024-12-25T04:00:00+04:00")).toEqual({ kind: "instant", ms: Date.UTC(2024, 11, 25) });
    expect(parseDateTimeBound("2024-12-25T04:00:00+0400")).toEqual({ kind: "instant", ms: Date.UTC(2024, 11, 25) });
    expect(parseDateTimeBound("2024-12-24T19:00:00.000-05:00")).toEqual({ kind: "instant", ms: Date.UTC(2024, 11, 25) });
  });

  it("treats date-times without offset as local wall clock", () => {
    const evening = { kind: "local", ms: Date.UTC(2024, 11, 25, 18, 30), dateOnly: false };
    expect(parseDateTimeBound("2024-12-25T18:30:00")).toEqual(evening);
    expect(parseDateTimeBound("2024-12-25 18:30")).toEqual(evening);
    expect(parseDateTimeBound("2024-12-25")).toEqual({ kind: "local", ms: Date.UTC(2024, 11, 25), dateOnly: true });
  });

  it("rejects impossible dates and garbage", () => {
    for (const bad of [
      "2024-02-30",
      "2024-02-30T10:00:00Z",
      "2024-13-01T00:00:00",
      "2024-12-25T24:00:00",
      "2024-12-25T10:00:00+15:00",
      "tomorrow",
      "",
    ]) {
      expect(parseDateTimeBound(bad)).toBeNull();
    }
    expect(parseDateTimeBound(undefined)).toBeNull();
  });
});
