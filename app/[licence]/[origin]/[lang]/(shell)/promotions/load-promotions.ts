import "server-only";
import type { Metadata } from "next";
import { enabledPromotions } from "@/components/catalogue/promotion-slide";
import { namedScreenMetadata } from "@/lib/venue/screen-metadata";
import { screenVenue, type ScreenParams } from "@/lib/venue/screen-venue";

/** The promotions screen's title and links name it; its card shows the first enabled promotion's image. */
export function promotionsMetadata(params: Promise<ScreenParams>): Promise<Metadata> {
  return namedScreenMetadata(params, "promotions", "/promotions/", {
    image: (venue) => {
      const first = enabledPromotions(venue.menu)[0];
      return first?.image.product ? { url: first.image.product, alt: first.title } : null;
    },
  });
}

/** The enabled promotions, in the menu's order. */
export async function loadPromotions(params: Promise<ScreenParams>) {
  const venue = await screenVenue(params);
  return { lang: venue.language, promotions: enabledPromotions(venue.menu) };
}
