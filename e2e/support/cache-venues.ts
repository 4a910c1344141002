import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue, fixtureVenueFile, product } from "./fixture-venue-file";

/**
 * Two venues of e2e/page-cache.spec.ts (issue 13 item 1) on two hosts, with the same category and
 * product ids and different names: cached pages are per licence, so neither host may ever be served
 * the other's page.
 */
export const CACHE_VENUES = [
  {
    licence: "9580",
    host: "cache-a.localhost",
    menuId: 98801,
    name: "Amber Cache Kitchen",
    categoryName: "Amber teas",
    productName: "Amber chai",
  },
  {
    licence: "9581",
    host: "cache-b.localhost",
    menuId: 98802,
    name: "Blue Cache Kitchen",
    categoryName: "Blue teas",
    productName: "Blue matcha",
  },
] as const;

/** The ids both venues use. */
export const SHARED_IDS = { category: 98810, product: 98811 } as const;

export type CacheVenue = (typeof CACHE_VENUES)[number];

export function cacheVenue(venue: CacheVenue, categoryName: string = venue.categoryName): VenueFileInput {
  return fixtureVenueFile(demoVenue(), venue, {
    home_display_all_categories: false,
    categories: [category(SHARED_IDS.category, categoryName, [product(SHARED_IDS.product, venue.productName, 12, "flat-white")])],
  });
}

export function cacheVenues(): VenueFileInput[] {
  return CACHE_VENUES.map((venue) => cacheVenue(venue));
}
