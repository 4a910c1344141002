import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import type { AddToCartMenu } from "./add-to-cart-menu";
import { addToCartMenu } from "./add-to-cart-menu";

/** The menu fields the detail screen's purchase form reads (prices, variations, flags). */
export interface PurchaseMenu extends AddToCartMenu {
  /** The currency an order line names (Add to Order). */
  currency: string;
  taxes: Menu["taxes"];
  display_prices_with_tax: boolean;
  cart_subtotal_include_tax: boolean;
  enable_discount_percentage: boolean;
  enable_adding_same_item_cart: boolean;
  enable_product_comments: boolean;
  enable_alt_currency: boolean;
  alt_currency: string;
  alt_currency_symbol: string;
  alt_currency_price_decimal_places: number;
  alt_currency_exchange_rate: number;
}

/** What decides, at the guest's clock, whether the product can be ordered (canOrderProduct's inputs). */
export interface OrderingFacts {
  enableOrder: boolean;
  venue: Pick<Menu, "isOpen" | "opening_hours" | "closing_rules" | "timezone">;
  /** category_hours of the product's category and of each category above it. */
  categoryHours: readonly unknown[];
  productHours: Product["product_hours"];
  outOfStock: boolean;
  price: number;
  enableZeroPriceItem: boolean;
}

export function purchaseMenu(menu: Menu, product: Product): PurchaseMenu {
  // Combo products carry their own variations; the definitions they use travel too.
  const entries = [
    ...product.product_variations,
    ...product.combo_groups.flatMap((group) => group.products.flatMap((item) => item.product_variations)),
  ];
  return {
    ...addToCartMenu(menu, { product_variations: entries }),
    currency: menu.currency,
    taxes: menu.taxes,
    display_prices_with_tax: menu.display_prices_with_tax,
    cart_subtotal_include_tax: menu.cart_subtotal_include_tax,
    enable_discount_percentage: menu.enable_discount_percentage,
    enable_adding_same_item_cart: menu.enable_adding_same_item_cart,
    enable_product_comments: menu.enable_product_comments,
    enable_alt_currency: menu.enable_alt_currency,
    alt_currency: menu.alt_currency,
    alt_currency_symbol: menu.alt_currency_symbol,
    alt_currency_price_decimal_places: menu.alt_currency_price_decimal_places,
    alt_currency_exchange_rate: menu.alt_currency_exchange_rate,
  };
}
