import "server-only";
import { redirect } from "@/i18n/navigation";
import { trackingIdsOf } from "@/lib/analytics/events";
import { googleMapsApiKey, mapsUsable } from "@/lib/maps/server";
import { screenVenue, type ScreenParams } from "@/lib/venue/screen-venue";

/**
 * The delivery-location picker's data. The key is read here, on each request, and handed to the browser
 * as a prop; without the flag or the key the guest types the address at checkout instead, so the screen
 * sends them to the cart.
 */
export async function loadDeliveryLocation(params: Promise<ScreenParams>) {
  const venue = await screenVenue(params);
  const { licence, language: lang, menu } = venue;
  const apiKey = mapsUsable(menu) ? googleMapsApiKey() : null;
  if (!apiKey) return redirect({ href: "/cart/", locale: lang });
  // Without outlet coordinates the map opens on 0, 0 until the browser's position answers.
  const fallback = { lat: menu.outlet_latitude ?? 0, lng: menu.outlet_longitude ?? 0 };
  return { lang, apiKey, trackingIds: trackingIdsOf(menu), config: { licence, menuId: menu.id, fallback } };
}
