import { sharesTableOrder } from "@/lib/domain/table-tab";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import type { LineProduct } from "@/lib/cart/build-line";
import type { VariationDefinition } from "@/lib/api/schemas/product";
import type { MoneySettings } from "@/lib/domain/money-format";
import type { AddToCartRedirect } from "./add-to-cart-action";

/** The menu fields the button reads. */
export interface AddToCartMenu extends MoneySettings {
  variations: readonly VariationDefinition[];
  addtocart_redirect: AddToCartRedirect;
  enable_display_variation_prices: boolean;
  default_product_image: { image: string | null } | null;
  /** The partner integration: an add goes to the guest's active order, if any. */
  al_futtaim_enabled: boolean;
  /** enable_table_tab (issue 16): a line added to the table's order says who added it. */
  enable_table_tab?: boolean;
}

// One object per menu and set of variations: React's flight data writes an object it has already sent as a
// reference, so the cards of a list without variations share one copy of the button's menu.
const shared = new WeakMap<Menu, Map<string, AddToCartMenu>>();

/**
 * The menu fields AddToCartButton needs, narrowed to the variations this product uses, so a list of
 * buttons does not send the whole menu to the browser once per card.
 */
export function addToCartMenu(menu: Menu, product: Pick<Product, "product_variations">): AddToCartMenu {
  const used = new Set(product.product_variations.map((entry) => entry.variation));
  const key = [...used].sort((a, b) => a - b).join(",");
  const kept = shared.get(menu) ?? new Map<string, AddToCartMenu>();
  shared.set(menu, kept);
  const known = kept.get(key);
  if (known) return known;
  const narrowed: AddToCartMenu = {
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
  kept.set(key, narrowed);
  return narrowed;
}

/** The product as the card's add button reads it: the cart line's fields, its variations and stock. */
export type QuickAddProduct = LineProduct & Pick<Product, "out_of_stock">;

/** A combo, whose choices are made on its own screen: the card's add button opens it and adds nothing itself. */
export interface ComboProduct {
  id: number;
  name: string;
  combo: true;
}

/**
 * The product as AddToCartButton reads it (cart line, prices, variations, stock): texts, hours, properties
 * and all but the line's image left out (a combo: its id and name alone), as a list of long descriptions would otherwise send each
 * of them twice, in the HTML and again as the button's props.
 */
export function addToCartProduct(product: Product): QuickAddProduct | ComboProduct {
  if (product.enable_combo && product.combo_groups.length > 0) return { id: product.id, name: product.name, combo: true };
  const image = product.images.find((entry) => entry.image);
  return {
    id: product.id,
    category: product.category,
    name: product.name,
    sku: product.sku,
    images: image ? [image] : [],
    price: product.price,
    discount: product.discount,
    product_variations: product.product_variations,
    enable_combo: false,
    combo_groups: [],
    pos_available_qty: product.pos_available_qty,
    out_of_stock: product.out_of_stock,
  };
}
