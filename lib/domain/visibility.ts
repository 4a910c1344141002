import { categoryHoursAvailability, productAvailability, type HourEntry } from "./hours";
import type { Clock } from "./zoned-time";

/**
 * 000 section 5 (visibility): what the guest may see at an instant, by hours. The same answer serves
 * the drawer, listings, search and the screens' own URLs, so a URL never shows what no list offers.
 */

/** The category_hours of a category and of every category above it, nearest first. */
export type CategoryLineageHours = readonly unknown[];

/** A category is shown while its own hours and those of every category above it allow it. */
export function categoryVisible(lineage: CategoryLineageHours, now: Clock, timezone?: string | null): boolean {
  return lineage.every((hours) => categoryHoursAvailability(hours, now, timezone).available);
}

/**
 * A product is shown while its product_hours allow it and at least one category listing it is shown
 * (search reaches it through any of them). A product no shown category lists has no screen.
 */
export function productVisible(
  productHours: readonly HourEntry[] | null | undefined,
  listedIn: readonly CategoryLineageHours[],
  now: Clock,
  timezone?: string | null,
): boolean {
  if (!productAvailability(productHours, now, timezone).available) return false;
  return listedIn.some((lineage) => categoryVisible(lineage, now, timezone));
}
