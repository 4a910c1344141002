import { CartBar } from "@/components/cart/cart-bar";
import { orderingOpenNow } from "@/lib/venue/catalogue";
import { moneySettingsOf } from "@/lib/venue/money-settings";
import { readyVenueOrNull } from "@/lib/venue/screen-venue";
import { SiteHeader } from "./site-header";

type Props = { params: Promise<{ licence: string; origin: string; lang: string }> };

/**
 * The header of every shell screen, rendered as the (shell) layout's @header slot (one catch-all page):
 * each navigation renders it again with the page, from
 * the same menu read (no older venue name or drawer than the body) and at the navigation's own instant
 * (category hours).
 */
export default async function HeaderSlot({ params }: Props) {
  const venue = await readyVenueOrNull(params);
  if (!venue) return null;
  // `display: contents` gives the slot no box of its own. Next scrolls the first changed segment of a
  // navigation that has a box into view, and stops there: the sticky header, always in view, would
  // keep every navigation at the old scroll position instead of the screen's own segment deciding.
  const now = new Date();
  return (
    <div className="contents">
      <SiteHeader licence={venue.licence} menu={venue.menu} language={venue.language} languages={venue.languages} now={now} />
      <CartBar language={venue.language} orderingOpen={orderingOpenNow(venue.menu, now)} money={moneySettingsOf(venue.menu)} />
    </div>
  );
}
