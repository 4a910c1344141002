import "server-only";
import { cartConfig } from "@/components/cart/cart-config";
import { screenVenue, type ScreenParams } from "@/lib/venue/screen-venue";

/** The cart screen's venue and its settings, with the coupon of the query (`?c=`), if any. */
export async function loadCart(params: Promise<ScreenParams>, searchParams: Promise<Record<string, string | string[] | undefined>>) {
  const venue = await screenVenue(params);
  const now = new Date();
  const query = (await searchParams).c;
  const config = cartConfig(venue.menu, {
    licence: venue.licence,
    lang: venue.language,
    queryCoupon: typeof query === "string" ? query : null,
    now,
  });
  return { venue, config, now };
}
