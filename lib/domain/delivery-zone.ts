import { pointInPolygon, type GeoPolygon, type LatLng } from "./geo";
import type { Milli } from "./money";

/**
 * The delivery zone serving a point. Zones may overlap (an inner ring with a lower fee inside a
 * wider one): the cheapest zone holding the point wins, then the first listed. Null outside all.
 */
export function zoneForPoint<Z extends { fee: Milli; polygon: GeoPolygon }>(zones: readonly Z[], point: LatLng): Z | null {
  let best: Z | null = null;
  for (const zone of zones) {
    if (pointInPolygon(point, zone.polygon) && (best === null || zone.fee < best.fee)) best = zone;
  }
  return best;
}
