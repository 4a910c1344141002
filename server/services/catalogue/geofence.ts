import { eq } from "drizzle-orm";
import { insideCircle, pointInPolygon, type GeoPolygon, type LatLng } from "@/lib/domain/geo";
import type { Db } from "../../db/client";
import { geofences } from "../../db/schema";

/** A venue's area: a GeoJSON polygon, or a circle (center and radius in metres). */
export type Geofence = { kind: "polygon"; polygon: GeoPolygon } | { kind: "circle"; center: LatLng; radiusMeters: number };

/** The venue's geofence areas; none means the venue has not limited where guests may be. */
export async function venueGeofences(db: Db, venueId: number): Promise<Geofence[]> {
  const rows = await db.select().from(geofences).where(eq(geofences.venueId, venueId));
  return rows.flatMap((row): Geofence[] => {
    if (row.polygon) return [{ kind: "polygon", polygon: row.polygon }];
    if (row.centerLat !== null && row.centerLng !== null && row.radiusMeters !== null) {
      return [{ kind: "circle", center: { lat: Number(row.centerLat), lng: Number(row.centerLng) }, radiusMeters: row.radiusMeters }];
    }
    return [];
  });
}

/**
 * Whether a position is allowed: inside any of the venue's areas, boundary included. A venue without
 * a geofence allows every position (the check only limits venues that set an area).
 */
export function geofenceAllowsPoint(fences: readonly Geofence[], point: LatLng): boolean {
  if (fences.length === 0) return true;
  return fences.some((fence) =>
    fence.kind === "polygon" ? pointInPolygon(point, fence.polygon) : insideCircle(point, fence.center, fence.radiusMeters),
  );
}
