import "server-only";
import { readSetting } from "@/lib/config/settings";

let warned = false;

/**
 * GOOGLE_MAPS_API_KEY, read when a request is rendered (never inlined at build), or null when unset.
 * The key reaches browsers as a prop of the delivery-location screen: Google restricts it by referrer.
 */
export function googleMapsApiKey(): string | null {
  return readSetting(process.env, "GOOGLE_MAPS_API_KEY");
}

/**
 * Whether the venue's delivery addresses are picked on the map: enable_address_google_maps AND a key.
 * Without a key the screens fall back to the plain address field of venues without maps, and the
 * server says so once, so a missing setting is seen without flooding the log.
 */
export function mapsUsable(menu: { enable_address_google_maps: boolean }): boolean {
  if (!menu.enable_address_google_maps) return false;
  if (googleMapsApiKey()) return true;
  if (!warned) {
    warned = true;
    console.warn("GOOGLE_MAPS_API_KEY is not set: venues with enable_address_google_maps ask for a typed address instead of the map.");
  }
  return false;
}
