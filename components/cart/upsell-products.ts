import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import { isUpsellProduct } from "@/lib/domain/upsell";
import { categoryAvailableNow, productAvailableNow } from "@/lib/venue/catalogue";

/**
 * The products of the cart's upsell block at `now` (001 section 2), in menu order; a product listed
 * in several categories appears once, offered when any of its listings qualifies.
 */
export function upsellProducts(menu: Menu, now: Date): Product[] {
  const chosen = new Map<number, Product>();
  for (const category of menu.categories) {
    for (const product of category.products) {
      if (chosen.has(product.id) || !product.upsell_cart) continue;
      const offered = isUpsellProduct({
        upsell_cart: product.upsell_cart,
        out_of_stock: product.out_of_stock,
        disable_link: product.disable_link,
        categoryHoursOpen: categoryAvailableNow(menu, category, now),
        productHoursOpen: productAvailableNow(menu, product, now),
        categoryExternalLink: category.external_link,
      });
      if (offered) chosen.set(product.id, product);
    }
  }
  return [...chosen.values()];
}
