import type { Category } from "@/lib/api/schemas/category";
import { ACTIVE_LICENSE_STATUS, menu as menuSchema, type Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import type { Language } from "@/lib/domain/language";
import { categoryLineage, listingOrder } from "@/lib/domain/category-lineage";
import type { Db } from "../../db/client";
import { localise } from "../../venue/localise";
import { venueIsOpen } from "../catalogue/menu";
import { defaultLanguageOf, findVenueById, venueLanguage, type VenueRow } from "../catalogue/venues";

/** A venue as order pricing reads it: its menu document in one language, parsed with the menu schema. */
export interface OrderingVenue {
  row: VenueRow;
  /** The language the texts are in: the requested one when the venue offers it, else its default. */
  language: Language;
  menu: Menu;
  /** Venue open state at the pricing clock (opening_hours, closing_rules, timezone). */
  open: boolean;
  active: boolean;
  products: ReadonlyMap<number, MenuProduct>;
}

/** A product with the category it is listed in and that category's ancestors (nearest first). */
export interface MenuProduct {
  product: Product;
  category: Category;
  ancestors: Category[];
}

export async function loadOrderingVenue(db: Db, venueId: number, requested: Language, now: Date): Promise<OrderingVenue | null> {
  const row = await findVenueById(db, venueId);
  return row ? orderingVenue(row, requested, now) : null;
}

export function orderingVenue(row: VenueRow, requested: Language, now: Date): OrderingVenue {
  const language = venueLanguage(row, requested);
  const parsed = menuSchema.safeParse(localise(row.document, language, defaultLanguageOf(row)));
  // Imports validate the document in every language, so this is a data error, not a guest's.
  if (!parsed.success) throw new Error(`Menu ${row.id} does not parse in ${language}: ${parsed.error.message}`);
  return {
    row,
    language,
    menu: parsed.data,
    open: venueIsOpen(row.document, now),
    active: row.licenseStatus === ACTIVE_LICENSE_STATUS,
    products: productIndex(parsed.data),
  };
}

/**
 * Products by id across all categories and subcategories. A product listed twice keeps its first
 * listing in an ordinary category: special categories (all, discounted...) only show others' products.
 */
export function productIndex(menu: Pick<Menu, "categories">): Map<number, MenuProduct> {
  const products = new Map<number, MenuProduct>();
  for (const category of listingOrder(menu.categories)) {
    for (const product of category.products) {
      if (!products.has(product.id))
        products.set(product.id, { product, category, ancestors: categoryLineage(menu.categories, category).slice(1) });
    }
  }
  return products;
}

/** The category a coupon scope reads: the product's own `category` field, else where it is listed. */
export function categoryIdOf(entry: MenuProduct): number {
  return entry.product.category ?? entry.category.id;
}
