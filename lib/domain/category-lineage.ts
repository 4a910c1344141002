import { isSpecialCategory, type SpecialCategoryFields } from "./special-category";
import { categoryVisible } from "./visibility";
import type { Clock } from "./zoned-time";

/** What walking a menu's categories needs of each. */
export interface LineageCategory extends SpecialCategoryFields {
  id: number;
  parent?: number | null;
  category_hours?: unknown;
  products: readonly { id: number }[];
}

/**
 * The category and the categories above it, nearest first. A parent the menu does not hold ends the
 * walk, and so does a parent already walked: a cycle in venue data lists each category once.
 */
export function categoryLineage<C extends LineageCategory>(categories: readonly C[], category: C): C[] {
  const byId = new Map(categories.map((entry) => [entry.id, entry]));
  const lineage = [category];
  const seen = new Set([category.id]);
  let parent = category.parent ?? null;
  while (parent !== null && !seen.has(parent)) {
    const next = byId.get(parent);
    if (!next) break;
    lineage.push(next);
    seen.add(next.id);
    parent = next.parent ?? null;
  }
  return lineage;
}

/** category_hours allow the category at `now`, its own and every category's above it (000 sections 4 and 5). */
export function categoryChainOpen(
  categories: readonly LineageCategory[],
  category: LineageCategory,
  now: Clock,
  timezone?: string | null,
): boolean {
  return categoryVisible(
    categoryLineage(categories, category).map((entry) => entry.category_hours),
    now,
    timezone,
  );
}

/**
 * The order in which a product's listings count: ordinary categories in menu order, then special ones
 * (they only re-list other categories' products). A product's first listing in this order is its
 * category for coupons by category and for its hours when it is ordered (the cart's payload, the
 * product screen and the venue API alike); visibility counts its ordinary listings.
 */
export function listingOrder<C extends LineageCategory>(categories: readonly C[]): C[] {
  return [
    ...categories.filter((category) => !isSpecialCategory(category)),
    ...categories.filter((category) => isSpecialCategory(category)),
  ];
}

/** The categories listing a product, in listingOrder. */
export function productListings<C extends LineageCategory>(categories: readonly C[], productId: number): C[] {
  return listingOrder(categories).filter((category) => category.products.some((product) => product.id === productId));
}
