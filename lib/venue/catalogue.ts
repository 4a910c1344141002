import type { Category } from "@/lib/api/schemas/category";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import { categoryChainOpen, categoryLineage as lineageOf, productListings } from "@/lib/domain/category-lineage";
import { productAvailability } from "@/lib/domain/hours";
import { isSpecialCategory } from "@/lib/domain/special-category";
import { isOrderingOpen } from "@/lib/domain/ordering";
import { productVisible } from "@/lib/domain/visibility";
import { isVenueOpen } from "@/lib/domain/venue-open";
import { venueOpensAgainAt } from "@/lib/domain/orderable-again";

/**
 * Reading the menu the way the screens need it. Every rule comes from lib/domain; this only walks
 * the menu document. `now` is passed in so a screen evaluates everything at one instant.
 */
export function findCategory(menu: Menu, id: number): Category | null {
  return menu.categories.find((category) => category.id === id) ?? null;
}

export function childCategories(menu: Menu, parentId: number | null): Category[] {
  return menu.categories.filter((category) => (category.parent ?? null) === parentId);
}

/** A product by id, with the listing that counts (lib/domain/category-lineage.ts listingOrder). */
export function findProduct(menu: Menu, id: number): { product: Product; category: Category } | null {
  const [category] = productListings(menu.categories, id);
  const product = category?.products.find((candidate) => candidate.id === id);
  return category && product ? { product, category } : null;
}

/** The category and the categories above it, nearest first. */
export function categoryLineage(menu: Menu, category: Category): Category[] {
  return lineageOf(menu.categories, category);
}

/** "category_hours allow it" for the category and every category above it (000 sections 4 and 5). */
export function categoryAvailableNow(menu: Menu, category: Category, now: Date): boolean {
  return categoryChainOpen(menu.categories, category, now, menu.timezone);
}

/** product_hours allow it; inside a category already judged shown, this is all a listing needs. */
export function productAvailableNow(menu: Menu, product: Product, now: Date): boolean {
  return productAvailability(product.product_hours, now, menu.timezone).available;
}

/**
 * The product has a screen now (000 section 5): its hours allow it and a category listing it is shown.
 * Special categories only re-list products of other categories, so they do not count as listing it.
 */
export function productVisibleNow(menu: Menu, product: Product, now: Date): boolean {
  const listedIn = productListings(menu.categories, product.id)
    .filter((category) => !isSpecialCategory(category))
    .map((category) => categoryLineage(menu, category).map((entry) => entry.category_hours));
  return productVisible(product.product_hours, listedIn, now, menu.timezone);
}

function venueHours(menu: Menu) {
  return { isOpen: menu.isOpen, opening_hours: menu.opening_hours, closing_rules: menu.closing_rules, timezone: menu.timezone };
}

export function venueOpenNow(menu: Menu, now: Date): boolean {
  return isVenueOpen(venueHours(menu), now);
}

/** When the venue, closed at `now`, opens again (null while open or when no opening is known). */
export function venueOpensAgainAtMenu(menu: Menu, now: Date): number | null {
  return venueOpensAgainAt(venueHours(menu), now);
}

/** Ordering is offered at all: enabled and the venue open (000 section 5). */
export function orderingOpenNow(menu: Menu, now: Date): boolean {
  return isOrderingOpen({ enableOrder: menu.enable_order, menuOpen: venueOpenNow(menu, now) });
}
