import type { Category } from "@/lib/api/schemas/category";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import { discountPercentOf } from "@/lib/domain/product-price";
import { isSpecialCategory } from "@/lib/domain/special-category";
import { categoryAvailableNow, findCategory, productAvailableNow } from "@/lib/venue/catalogue";

export type SpecialCategoryType = NonNullable<Category["special_category_type"]>;

export interface SpecialSection {
  category: Category;
  products: Product[];
}

/**
 * The categories a special category draws from: its special_category_display_categories in that order,
 * or, when it names none, every category of the menu holding products. Special categories never feed
 * one another (a loop would list nothing new), and categories the hours hide are left out.
 */
export function sourceCategories(menu: Menu, special: Category, now: Date): Category[] {
  const named = special.special_category_display_categories;
  const candidates =
    named.length > 0
      ? named.flatMap((id) => {
          const found = findCategory(menu, id);
          return found ? [found] : [];
        })
      : menu.categories.filter((category) => category.products.length > 0);
  const seen = new Set<number>();
  return candidates.filter((category) => {
    if (seen.has(category.id) || category.id === special.id || isSpecialCategory(category)) return false;
    seen.add(category.id);
    return categoryAvailableNow(menu, category, now);
  });
}

function keeps(type: SpecialCategoryType, product: Product): boolean {
  if (type === "discounted") return discountPercentOf(product) > 0;
  if (type === "combos") return product.enable_combo;
  return true;
}

/**
 * The sections a special category shows, one per source category with at least one product left:
 * all and all_in_category keep every visible product, discounted those with a discount above 0,
 * combos those with enable_combo. Visibility follows product_hours.
 */
export function specialCategorySections(menu: Menu, special: Category, now: Date): SpecialSection[] {
  const type = special.special_category_type;
  if (type === null) return [];
  return sourceCategories(menu, special, now)
    .map((category) => ({
      category,
      products: category.products.filter((product) => keeps(type, product) && productAvailableNow(menu, product, now)),
    }))
    .filter((section) => section.products.length > 0);
}

/** The anchor of a section, #cat-{categoryId} (000 section 2). */
export function sectionAnchor(categoryId: number): string {
  return `cat-${categoryId}`;
}
