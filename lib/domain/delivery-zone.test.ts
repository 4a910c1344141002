import { zoneForPoint } from "./delivery-zone";

const square = (west: number, south: number, east: number, north: number) => ({
  type: "Polygon" as const,
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});

describe("zoneForPoint", () => {
  const wide = { name: "wide", fee: 15_000, polygon: square(55.0, 25.0, 55.5, 25.5) };
  const inner = { name: "inner", fee: 5_000, polygon: square(55.2, 25.2, 55.3, 25.3) };
  const twin = { name: "twin", fee: 5_000, polygon: square(55.2, 25.2, 55.3, 25.3) };

  it("picks the cheapest zone holding the point, then the first listed", () => {
    expect(zoneForPoint([wide, inner, twin], { lat: 25.25, lng: 55.25 })?.name).toBe("inner");
    expect(zoneForPoint([wide, twin, inner], { lat: 25.25, lng: 55.25 })?.name).toBe("twin");
    expect(zoneForPoint([wide, inner], { lat: 25.1, lng: 55.1 })?.name).toBe("wide");
  });

  it("finds nothing outside every zone", () => {
    expect(zoneForPoint([wide, inner], { lat: 24.0, lng: 54.0 })).toBeNull();
    expect(zoneForPoint([], { lat: 25.25, lng: 55.25 })).toBeNull();
  });
});
