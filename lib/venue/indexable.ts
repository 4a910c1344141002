import type { Category } from "@/lib/api/schemas/category";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import { categoryAvailableNow, childCategories, productAvailableNow } from "./catalogue";

/**
 * What search engines are shown of a menu: the screens a guest can reach. A category or product is
 * left out when its link is disabled or when it links elsewhere (external_link), since no card
 * opens its screen then; with a `now`, also when its hours hide it at that instant (000 section 5,
 * visibility). `now` null means "at some time of the week": the sitemap must not change with the
 * clock, or a breakfast dish crawled in the evening would drop out of the index.
 */
export type IndexInstant = Date | null;

export function indexableCategory(menu: Menu, category: Category, now: IndexInstant): boolean {
  if (category.disable_link || category.external_link) return false;
  return now === null || categoryAvailableNow(menu, category, now);
}

export function indexableProduct(menu: Menu, product: Product, now: IndexInstant): boolean {
  if (product.disable_link || product.external_link) return false;
  return now === null || productAvailableNow(menu, product, now);
}

export function indexableChildren(menu: Menu, parentId: number | null, now: IndexInstant): Category[] {
  return childCategories(menu, parentId).filter((category) => indexableCategory(menu, category, now));
}

export function indexableProducts(menu: Menu, category: Category, now: IndexInstant): Product[] {
  return category.products.filter((product) => indexableProduct(menu, product, now));
}

/** Every reachable category (any depth, special ones included) and every reachable product once. */
export function indexableScreens(menu: Menu, now: IndexInstant): { categories: Category[]; products: Product[] } {
  const categories: Category[] = [];
  const products = new Map<number, Product>();
  const seen = new Set<number>();
  const walk = (parentId: number | null, depth: number) => {
    if (depth > 20) return;
    for (const category of indexableChildren(menu, parentId, now)) {
      if (seen.has(category.id)) continue;
      seen.add(category.id);
      categories.push(category);
      for (const product of indexableProducts(menu, category, now)) {
        if (!products.has(product.id)) products.set(product.id, product);
      }
      walk(category.id, depth + 1);
    }
  };
  walk(null, 0);
  return { categories, products: [...products.values()] };
}
