import { sharesTableOrder } from "@/lib/domain/table-tab";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import type { AddToCartMenu } from "./add-to-cart-button";

/**
 * The menu fields AddToCartButton needs, narrowed to the variations this product uses, so a list of
 * buttons does not send the whole menu to the browser once per card.
 */
export function addToCartMenu(menu: Menu, product: Pick<Product, "product_variations">): AddToCartMenu {
  const used = new Set(product.product_variations.map((entry) => entry.variation));
  return {
    variations: menu.variations.filter((variation) => used.has(variation.id)),
    addtocart_redirect: menu.addtocart_redirect,
    enable_display_variation_prices: menu.enable_display_variation_prices,
    default_product_image: menu.default_product_image ? { image: menu.default_product_image.image } : null,
    // The table flows of the partner venue, which a table-tab venue shares (lib/domain/table-tab).
    al_futtaim_enabled: sharesTableOrder(menu),
    enable_table_tab: menu.enable_table_tab,
    currency: menu.currency,
    currency_symbol: menu.currency_symbol,
    display_currency: menu.display_currency,
    price_decimal_places: menu.price_decimal_places,
    enable_arabic_numerals: menu.enable_arabic_numerals,
  };
}

/**
 * The product as AddToCartButton reads it (cart line, prices, variations, stock): texts, hours,
 * properties and all but the line's image left out, as a category of long descriptions would
 * otherwise send each of them twice, in the HTML and again as the button's props.
 */
export function addToCartProduct(product: Product): Product {
  const image = product.images.find((entry) => entry.image);
  return {
    ...product,
    description: "",
    small_description: "",
    images: image ? [image] : [],
    video: null,
    product_hours: [],
    properties: [],
  };
}
