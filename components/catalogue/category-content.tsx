import type { Category } from "@/lib/api/schemas/category";
import type { Menu, Promotion } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import { categoryAvailableNow, childCategories, productAvailableNow } from "@/lib/venue/catalogue";
import { categoryPromotions } from "./category-promotions";
import { isSpecialCategory } from "@/lib/domain/special-category";
import { specialCategorySections, type SpecialSection } from "./special-category-sections";

export type CategoryContent =
  | { kind: "special"; sections: SpecialSection[] }
  | { kind: "subcategories"; categories: Category[] }
  | { kind: "promotions"; promotions: Promotion[] }
  | { kind: "products"; products: Product[] }
  | { kind: "empty" };

/**
 * The one thing a category screen shows (000 section 2), in this order: a special category, its
 * subcategories the hours allow, its promotions when it has no products, else its visible products.
 */
export function categoryContent(menu: Menu, category: Category, now: Date): CategoryContent {
  if (isSpecialCategory(category)) return { kind: "special", sections: specialCategorySections(menu, category, now) };
  const children = childCategories(menu, category.id).filter((child) => categoryAvailableNow(menu, child, now));
  if (children.length > 0) return { kind: "subcategories", categories: children };
  if (category.products.length === 0) {
    const promotions = categoryPromotions(menu, category);
    return promotions.length > 0 ? { kind: "promotions", promotions } : { kind: "empty" };
  }
  const products = category.products.filter((product) => productAvailableNow(menu, product, now));
  return products.length > 0 ? { kind: "products", products } : { kind: "empty" };
}
