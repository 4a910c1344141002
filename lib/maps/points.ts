import type { LatLng } from "./types";

// A millionth of a degree is about 10 cm: closer points are the same place.
const SAME_POINT = 1e-6;

export function samePoint(a: LatLng, b: LatLng): boolean {
  return Math.abs(a.lat - b.lat) < SAME_POINT && Math.abs(a.lng - b.lng) < SAME_POINT;
}

/** Where no address is known: the coordinates themselves, which a rider can still follow. */
export function coordinatesText(point: LatLng): string {
  return `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}`;
}
