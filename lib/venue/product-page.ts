import type { Category } from "@/lib/api/schemas/category";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import { categoryAvailableNow, findCategory, findProduct, productVisibleNow } from "@/lib/venue/catalogue";

export interface ProductForPage {
  product: Product;
  /**
   * The product's own category when it lists the product and is shown, else the first shown category
   * listing it (the carousel and its label never name a category its hours hide).
   */
  category: Category;
}

/**
 * The product of /{lang}/product/{id}/, or null for an id that is not a number, not on the menu, or
 * hidden by hours at `now` (the server's clock rules the URL: what no list offers has no screen).
 */
export function findProductForPage(menu: Menu, rawId: string, now: Date): ProductForPage | null {
  if (!/^\d+$/.test(rawId)) return null;
  const found = findProduct(menu, Number(rawId));
  if (!found || !productVisibleNow(menu, found.product, now)) return null;
  const { product } = found;
  const lists = (category: Category) =>
    category.products.some((candidate) => candidate.id === product.id) && categoryAvailableNow(menu, category, now);
  const own = product.category === null ? null : findCategory(menu, product.category);
  const category = own && lists(own) ? own : (menu.categories.find(lists) ?? found.category);
  return { product, category };
}
