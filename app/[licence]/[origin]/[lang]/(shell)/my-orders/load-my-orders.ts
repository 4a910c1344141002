import "server-only";
import { notFound } from "next/navigation";
import { reorderCatalogue } from "@/lib/cart/reorder-catalogue";
import { orderingOpenNow } from "@/lib/venue/catalogue";
import { moneySettingsOf } from "@/lib/venue/money-settings";
import { screenVenue, type ScreenParams } from "@/lib/venue/screen-venue";

/**
 * My orders (issue 16), only where the venue turned it on (enable_my_orders): the venue's money
 * settings, and what Reorder prices lines with, while ordering is open now.
 */
export async function loadMyOrders(params: Promise<ScreenParams>) {
  const venue = await screenVenue(params);
  const { menu } = venue;
  if (!menu.enable_my_orders) notFound();
  const now = new Date();
  return {
    licence: venue.licence,
    lang: venue.language,
    money: moneySettingsOf(menu),
    timezone: menu.timezone,
    catalogue: orderingOpenNow(menu, now) ? reorderCatalogue(menu, now) : null,
  };
}
