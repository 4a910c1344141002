import { geolocationOf } from "@/components/location/browser-location";
import { POSITION_OPTIONS } from "@/lib/domain/location-gate";
import type { LatLng } from "@/lib/maps/types";

/** The guest's position from the browser (000 section 9 options), or null when refused or unknown. */
export function requestPosition(): Promise<LatLng | null> {
  const geolocation = typeof navigator === "undefined" ? null : geolocationOf(navigator);
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => resolve(null),
      POSITION_OPTIONS,
    );
  });
}
