import "server-only";
import { deliveryUnavailable, orderableTypes, selectorTypes } from "@/lib/domain/delivery-availability";
import { enabledOrderTypes } from "@/lib/domain/order-type";
import { googleMapsApiKey } from "@/lib/maps/server";
import { screenVenue, type ScreenParams } from "@/lib/venue/screen-venue";

/** The home screen's venue and the order types its selector offers. */
export async function loadHome(params: Promise<ScreenParams>) {
  const venue = await screenVenue(params);
  // Delivery that needs the map to check its zone, without a maps key, shows unavailable with its reason.
  const noDelivery = deliveryUnavailable(venue.menu, googleMapsApiKey() !== null);
  const orderTypes = selectorTypes(orderableTypes(enabledOrderTypes(venue.menu), noDelivery), noDelivery);
  return { venue, orderTypes, now: new Date() };
}
