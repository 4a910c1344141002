import fc from "fast-check";
import { z } from "zod";
import { decimal, flag, geoPoint, id, list, money, optionalText, reference, text, timeOfDay, withDefault } from "./common";

describe("money", () => {
  it("reads the backend's decimal text '12.500' as the number 12.5", () => {
    expect(money.parse("12.500")).toBe(12.5);
    expect(money.parse(12.5)).toBe(12.5);
    expect(money.parse("0.000")).toBe(0);
  });

  it("settles amounts to thousandths (the specification's three decimals)", () => {
    expect(money.parse(0.1 + 0.2)).toBe(0.3);
    expect(money.parse("7.12349")).toBe(7.123);
  });

  it("rejects text that is not a number", () => {
    expect(money.safeParse("12,500").success).toBe(false);
    expect(money.safeParse("AED 12").success).toBe(false);
    expect(money.safeParse("").success).toBe(false);
    expect(money.safeParse(null).success).toBe(false);
  });

  it("reads any three-decimal amount identically from text and from a number", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (milli) => {
        const units = milli / 1000;
        expect(money.parse(units.toFixed(3))).toBe(units);
        expect(money.parse(units)).toBe(units);
      }),
    );
  });

  it("keeps more decimals for plain decimals such as exchange rates", () => {
    expect(decimal.parse("0.272294")).toBe(0.272294);
  });
});

describe("id and reference", () => {
  it("accepts numbers and numeric text, and rejects anything else", () => {
    expect(id.parse(42)).toBe(42);
    expect(id.parse("42")).toBe(42);
    expect(id.safeParse("42a").success).toBe(false);
    expect(id.safeParse(-1).success).toBe(false);
    expect(id.safeParse(1.5).success).toBe(false);
  });

  it("reads a nested entity as its id", () => {
    expect(reference.parse({ id: 4, name: "Spicy" })).toBe(4);
    expect(reference.parse(4)).toBe(4);
  });
});

describe("defaults for absent fields", () => {
  const schema = z.object({ enabled: flag(), title: text(), items: list(id), places: withDefault(z.number(), 2) });

  it("fills missing and null fields alike", () => {
    const expected = { enabled: false, title: "", items: [], places: 2 };
    expect(schema.parse({})).toEqual(expected);
    expect(schema.parse({ enabled: null, title: null, items: null, places: null })).toEqual(expected);
  });

  it("stays strict on the type of a value that is present", () => {
    expect(schema.safeParse({ enabled: "yes" }).success).toBe(false);
    expect(schema.safeParse({ places: "two" }).success).toBe(false);
  });

  it("reads blank text as none", () => {
    expect(optionalText.parse("")).toBeNull();
    expect(optionalText.parse("  ")).toBeNull();
    expect(optionalText.parse(undefined)).toBeNull();
    expect(optionalText.parse("https://x.example")).toBe("https://x.example");
  });
});

describe("timeOfDay", () => {
  it("keeps 'HH:MM:SS' and completes 'HH:MM'", () => {
    expect(timeOfDay.parse("09:30:00")).toBe("09:30:00");
    expect(timeOfDay.parse("15:00")).toBe("15:00:00");
    expect(timeOfDay.parse("24:00:00")).toBe("24:00:00");
  });

  it("rejects impossible times", () => {
    expect(timeOfDay.safeParse("25:00:00").success).toBe(false);
    expect(timeOfDay.safeParse("12:60:00").success).toBe(false);
    expect(timeOfDay.safeParse("9am").success).toBe(false);
  });
});

describe("geoPoint", () => {
  it("is a GeoJSON Point with [longitude, latitude]", () => {
    expect(geoPoint.parse({ type: "Point", coordinates: [55.27, 25.2] })).toEqual({ type: "Point", coordinates: [55.27, 25.2] });
    // Latitude 155 is impossible: the pair was written the wrong way round.
    expect(geoPoint.safeParse({ type: "Point", coordinates: [25.2, 155.27] }).success).toBe(false);
    expect(geoPoint.safeParse({ type: "Polygon", coordinates: [55.27, 25.2] }).success).toBe(false);
  });
});
