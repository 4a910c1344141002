import type { Language } from "@/lib/domain/language";
import { taxesInLanguage } from "@/lib/domain/names-in-language";
import type { Db } from "../../db/client";
import { linesInLanguage } from "./lines-in-language";
import { loadOrderingVenue } from "./venue-menu";
import type { OrderView } from "./view";

/**
 * The order read in the asking screen's language (issue 26 item 10): lines and taxes are stored in the
 * language of the screen that ordered, but the receipt, the order screen and the partner checkout are
 * read in the current one. The venue's menu in that language names what it still has.
 */
export async function orderInLanguage(db: Db, view: OrderView, lang: Language, now: Date): Promise<OrderView> {
  const venue = await loadOrderingVenue(db, view.menu, lang, now);
  if (!venue) return view;
  return { ...view, line_items: linesInLanguage(venue, view.line_items), taxes: taxesInLanguage(view.taxes, venue.menu.taxes) };
}
