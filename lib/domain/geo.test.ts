import fc from "fast-check";
import { distanceMeters, EARTH_RADIUS_METERS, insideCircle, pointInPolygon, type GeoPolygon } from "./geo";

// A 0.01° square around Dubai Marina, with a square hole in its middle; positions are [lng, lat].
const marina: GeoPolygon = {
  type: "Polygon",
  coordinates: [
    [
      [55.13, 25.07],
      [55.14, 25.07],
      [55.14, 25.08],
      [55.13, 25.08],
      [55.13, 25.07],
    ],
    [
      [55.134, 25.074],
      [55.136, 25.074],
      [55.136, 25.076],
      [55.134, 25.076],
      [55.134, 25.074],
    ],
  ],
};

describe("pointInPolygon (GeoJSON Polygon, [lng, lat] rings)", () => {
  it("finds points inside the outer ring and outside it", () => {
    expect(pointInPolygon({ lat: 25.071, lng: 55.131 }, marina)).toBe(true);
    expect(pointInPolygon({ lat: 25.069, lng: 55.131 }, marina)).toBe(false);
    expect(pointInPolygon({ lat: 25.071, lng: 55.141 }, marina)).toBe(false);
  });

  it("reads coordinates as [lng, lat], not [lat, lng]", () => {
    // Swapping the axes puts the point far away (lat 55, lng 25).
    expect(pointInPolygon({ lat: 55.131, lng: 25.071 }, marina)).toBe(false);
  });

  it("excludes points strictly inside a hole", () => {
    expect(pointInPolygon({ lat: 25.075, lng: 55.135 }, marina)).toBe(false);
  });

  it("counts the outer boundary, its corners and a hole's edge as inside", () => {
    expect(pointInPolygon({ lat: 25.07, lng: 55.135 }, marina)).toBe(true);
    expect(pointInPolygon({ lat: 25.075, lng: 55.13 }, marina)).toBe(true);
    expect(pointInPolygon({ lat: 25.08, lng: 55.14 }, marina)).toBe(true);
    expect(pointInPolygon({ lat: 25.074, lng: 55.135 }, marina)).toBe(true);
  });

  it("accepts rings that are not closed and handles a concave shape", () => {
    // An L shape: the notch at the top right is outside.
    const l: GeoPolygon = {
      type: "Polygon",
      coordinates: [
        [
          [0, 0],
          [2, 0],
          [2, 1],
          [1, 1],
          [1, 2],
          [0, 2],
        ],
      ],
    };
    expect(pointInPolygon({ lat: 0.5, lng: 1.5 }, l)).toBe(true);
    expect(pointInPolygon({ lat: 1.5, lng: 0.5 }, l)).toBe(true);
    expect(pointInPolygon({ lat: 1.5, lng: 1.5 }, l)).toBe(false);
  });

  it("treats degenerate polygons and non-finite points as outside", () => {
    expect(pointInPolygon({ lat: 0, lng: 0 }, { type: "Polygon", coordinates: [] })).toBe(false);
    expect(
      pointInPolygon(
        { lat: 0, lng: 0 },
        {
          type: "Polygon",
          coordinates: [
            [
              [0, 0],
              [1, 1],
            ],
          ],
        },
      ),
    ).toBe(false);
    expect(pointInPolygon({ lat: Number.NaN, lng: 55.131 }, marina)).toBe(false);
  });

  it("agrees with an axis-aligned box test for any point (property)", () => {
    const box: GeoPolygon = {
      type: "Polygon",
      coordinates: [
        [
          [-1, -1],
          [1, -1],
          [1, 1],
          [-1, 1],
          [-1, -1],
        ],
      ],
    };
    fc.assert(
      fc.property(fc.double({ min: -2, max: 2, noNaN: true }), fc.double({ min: -2, max: 2, noNaN: true }), (lat, lng) => {
        expect(pointInPolygon({ lat, lng }, box)).toBe(Math.abs(lat) <= 1 && Math.abs(lng) <= 1);
      }),
    );
  });
});

describe("distanceMeters (haversine, radius 6,371,008.8 m)", () => {
  it("uses the mean Earth radius", () => {
    expect(EARTH_RADIUS_METERS).toBe(6371008.8);
  });

  it("measures one degree of latitude as 2πR/360", () => {
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo((2 * Math.PI * 6371008.8) / 360, 6);
  });

  it("measures half the circumference between antipodes", () => {
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371008.8, 3);
  });

  it("gives about 8.1 km from Dubai Marina to Burj Al Arab", () => {
    const d = distanceMeters({ lat: 25.0805, lng: 55.1403 }, { lat: 25.1412, lng: 55.1853 });
    expect(d).toBeGreaterThan(8000);
    expect(d).toBeLessThan(8300);
  });

  it("is symmetric, non-negative and zero for the same point (property)", () => {
    const point = fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const ab = distanceMeters(a, b);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_METERS + 1e-6);
        expect(Math.abs(ab - distanceMeters(b, a))).toBeLessThan(1e-6);
        expect(distanceMeters(a, a)).toBe(0);
      }),
    );
  });
});

describe("insideCircle", () => {
  const center = { lat: 25.0805, lng: 55.1403 };
  it("admits points within the radius, the edge included", () => {
    const north100 = { lat: center.lat + 100 / ((2 * Math.PI * EARTH_RADIUS_METERS) / 360), lng: center.lng };
    expect(insideCircle(north100, center, 101)).toBe(true);
    expect(insideCircle(north100, center, 99)).toBe(false);
    expect(insideCircle(center, center, 0)).toBe(true);
  });

  it("rejects negative or non-finite radii and non-finite points", () => {
    expect(insideCircle(center, center, -1)).toBe(false);
    expect(insideCircle(center, center, Number.NaN)).toBe(false);
    expect(insideCircle({ lat: Number.NaN, lng: 0 }, center, 1000)).toBe(false);
  });
});
