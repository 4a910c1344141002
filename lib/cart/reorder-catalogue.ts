import type { Menu } from "@/lib/api/schemas/menu";
import type { Product, VariationDefinition } from "@/lib/api/schemas/product";
import { listingOrder } from "@/lib/domain/category-lineage";
import { toMilli } from "@/lib/domain/money";
import { hoursAllowOrdering } from "@/lib/domain/orderable-again";
import { canOrderProduct } from "@/lib/domain/ordering";
import { categoryLineage, productVisibleNow } from "@/lib/venue/catalogue";

/** A product that can be ordered now, with the category the cart line names. */
export interface ReorderMenuProduct {
  product: Product;
  categoryId: number;
}

/**
 * What Reorder reads of the current menu, built on the server at the screen's instant: the products a
 * guest can order now (a product missing here is gone or unavailable), the variation definitions and
 * the cart flags. Descriptions are left out: a cart line needs none, and they are most of a menu's weight.
 */
export interface ReorderCatalogue {
  products: Readonly<Record<number, ReorderMenuProduct>>;
  definitions: VariationDefinition[];
  /** enable_adding_same_item_cart. */
  sameItemAgain: boolean;
  /** enable_product_comments: without it no special instructions travel with a line. */
  productComments: boolean;
  defaultImage: string | null;
}

function orderableNow(menu: Menu, product: Product, lineage: readonly { category_hours: unknown }[], now: Date): boolean {
  const hoursAllow = hoursAllowOrdering(
    {
      venue: { isOpen: menu.isOpen, opening_hours: menu.opening_hours, closing_rules: menu.closing_rules, timezone: menu.timezone },
      categoryHours: lineage.map((entry) => entry.category_hours),
      productHours: product.product_hours,
    },
    now,
  );
  return (
    productVisibleNow(menu, product, now) &&
    canOrderProduct({
      enableOrder: menu.enable_order,
      menuOpen: hoursAllow,
      categoryHoursAllow: hoursAllow,
      productHoursAllow: hoursAllow,
      outOfStock: product.out_of_stock,
      price: toMilli(product.price),
      enableZeroPriceItem: menu.enable_zero_price_item,
    })
  );
}

const withoutDescriptions = (product: Product): Product => ({
  ...product,
  description: "",
  small_description: "",
  combo_groups: product.combo_groups.map((group) => ({
    ...group,
    products: group.products.map((item) => ({ ...item, description: "" })),
  })),
});

export function reorderCatalogue(menu: Menu, now: Date): ReorderCatalogue {
  const products: Record<number, ReorderMenuProduct> = {};
  const seen = new Set<number>();
  // The listing that counts is the first in listing order, as the venue API prices it (order-payload-lines).
  for (const category of listingOrder(menu.categories)) {
    for (const product of category.products) {
      if (seen.has(product.id)) continue;
      seen.add(product.id);
      if (!orderableNow(menu, product, categoryLineage(menu, category), now)) continue;
      products[product.id] = { product: withoutDescriptions(product), categoryId: product.category ?? category.id };
    }
  }
  return {
    products,
    definitions: menu.variations,
    sameItemAgain: menu.enable_adding_same_item_cart,
    productComments: menu.enable_product_comments,
    defaultImage: menu.default_product_image?.image ?? null,
  };
}
