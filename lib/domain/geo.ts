/** A WGS84 position in decimal degrees. */
export type LatLng = { lat: number; lng: number };

/** A GeoJSON Polygon: the first ring is the outer boundary, later rings are holes; positions are [lng, lat]. */
export type GeoPolygon = { type: "Polygon"; coordinates: number[][][] };

/** Mean Earth radius (IUGG), the radius the haversine distance uses. */
export const EARTH_RADIUS_METERS = 6371008.8;

// Tolerance for "on the boundary", in degrees (about 1 cm at the equator): the ray-casting
// crossing test alone would count half of the boundary in and half out.
const BOUNDARY_EPSILON = 1e-9;

type Vertex = [number, number];

function ringVertices(ring: readonly number[][]): Vertex[] {
  const vertices: Vertex[] = [];
  for (const position of ring) {
    const x = position[0];
    const y = position[1];
    if (typeof x === "number" && typeof y === "number" && Number.isFinite(x) && Number.isFinite(y)) vertices.push([x, y]);
  }
  // GeoJSON closes rings by repeating the first position; the edge loop below closes them itself.
  const first = vertices[0];
  const last = vertices[vertices.length - 1];
  if (vertices.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) vertices.pop();
  return vertices;
}

function onSegment(x: number, y: number, a: Vertex, b: Vertex): boolean {
  const cross = (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]);
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (Math.abs(cross) > BOUNDARY_EPSILON * Math.max(length, 1)) return false;
  return (
    x >= Math.min(a[0], b[0]) - BOUNDARY_EPSILON &&
    x <= Math.max(a[0], b[0]) + BOUNDARY_EPSILON &&
    y >= Math.min(a[1], b[1]) - BOUNDARY_EPSILON &&
    y <= Math.max(a[1], b[1]) + BOUNDARY_EPSILON
  );
}

type RingPosition = "inside" | "boundary" | "outside";

function locateInRing(x: number, y: number, ring: readonly number[][]): RingPosition {
  const vertices = ringVertices(ring);
  if (vertices.length < 3) return "outside";
  let inside = false;
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i++) {
    const a = vertices[i];
    const b = vertices[j];
    if (!a || !b) continue;
    if (onSegment(x, y, a, b)) return "boundary";
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside ? "inside" : "outside";
}

/**
 * Whether the point lies in the polygon: inside the outer ring and not strictly inside a hole.
 * Boundaries (outer ring and hole edges) count as inside, so a guest standing on the fence line is let in.
 * Planar ray casting on [lng, lat]; fine for venue-sized areas that do not cross the antimeridian.
 */
export function pointInPolygon(point: { lat: number; lng: number }, polygon: { type: "Polygon"; coordinates: number[][][] }): boolean {
  const { lat, lng } = point;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  const [outer, ...holes] = polygon.coordinates;
  if (!outer || locateInRing(lng, lat, outer) === "outside") return false;
  return holes.every((hole) => locateInRing(lng, lat, hole) !== "inside");
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine on a sphere of radius 6,371,008.8 m). */
export function distanceMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether the point is within radiusMeters of center; the circle's edge counts as inside. */
export function insideCircle(point: { lat: number; lng: number }, center: { lat: number; lng: number }, radiusMeters: number): boolean {
  if (!Number.isFinite(radiusMeters) || radiusMeters < 0) return false;
  const distance = distanceMeters(point, center);
  return Number.isFinite(distance) && distance <= radiusMeters;
}
