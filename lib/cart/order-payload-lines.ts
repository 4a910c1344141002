import type { ComboGroupSelection, LineItemPayloadInput } from "@/lib/api/schemas/line-item";
import type { Menu } from "@/lib/api/schemas/menu";
import type { ProductVariationEntry } from "@/lib/api/schemas/product";
import { listingOrder } from "@/lib/domain/category-lineage";
import { fromMilli, toMilli, type Milli } from "@/lib/domain/money";
import { unitPrice } from "@/lib/domain/product-price";
import type { TotalsLine } from "@/lib/domain/totals";
import type { CartLine, CartLineVariation } from "./types";

/** A combo item as pricing reads it: its price increase and its own variation entries. */
export interface OrderComboProduct {
  id: number;
  name: string;
  increase_price_by: number;
  product_variations: ProductVariationEntry[];
}

/**
 * The part of a menu product that prices a cart line and names its line item: what the browser needs
 * of the menu to build an order, without the descriptions, images and hours of the whole document.
 */
export interface OrderProduct {
  id: number;
  name: string;
  sku: string;
  price: number;
  discount: number;
  /** The product's own category, else the category listing it: coupons by category read it. */
  category: number;
  product_variations: ProductVariationEntry[];
  enable_combo: boolean;
  combo_groups: { id: number; name: string; products: OrderComboProduct[] }[];
}

/** Every product of the menu by id, at its listing that counts (listingOrder, as the venue API reads it). */
export type OrderCatalogue = Readonly<Record<number, OrderProduct>>;

/** The order catalogue of a menu, built on the server and handed to the checkout. */
export function orderCatalogue(menu: Pick<Menu, "categories">): OrderCatalogue {
  const products: Record<number, OrderProduct> = {};
  for (const category of listingOrder(menu.categories)) {
    for (const product of category.products) {
      if (products[product.id]) continue;
      products[product.id] = {
        id: product.id,
        name: product.name,
        sku: product.sku,
        price: product.price,
        discount: product.discount,
        category: product.category ?? category.id,
        product_variations: product.product_variations,
        enable_combo: product.enable_combo,
        combo_groups: product.combo_groups.map((group) => ({
          id: group.id,
          name: group.name,
          products: group.products.map((item) => ({
            id: item.id,
            name: item.name,
            increase_price_by: item.increase_price_by,
            product_variations: item.product_variations,
          })),
        })),
      };
    }
  }
  return products;
}

function selectedIds(variations: readonly CartLineVariation[]): number[] {
  return variations.flatMap((variation) => variation.values.filter((value) => value.selected).map((value) => value.variation_value));
}

/** The line's selected variation value ids (line item `variations`). */
export function lineVariationIds(line: Pick<CartLine, "variations">): number[] {
  return [...new Set(selectedIds(line.variations))];
}

/** The combo products chosen in each group, with their own selected values; groups without a choice are left out. */
export function lineComboGroups(line: Pick<CartLine, "combo_groups">): ComboGroupSelection[] {
  return line.combo_groups.flatMap((group) => {
    const products = group.products
      .filter((product) => product.selected)
      .map((product) => ({ id: product.id, name: product.name ?? "", variations: selectedIds(product.product_variations) }));
    return products.length > 0 ? [{ id: group.id, name: group.name, products }] : [];
  });
}

/** "Large, Extra shot": the chosen values' names, as the venue API writes product_variation. */
export function lineVariationText(line: Pick<CartLine, "variations">): string {
  const names = line.variations.flatMap((variation) => variation.values.filter((value) => value.selected).map((value) => value.name));
  return [...new Set(names)].join(", ");
}

/**
 * The unit price of a cart line from the menu (lib/domain unitPrice: discount, then variations and
 * combo increases). A product gone from the menu keeps the price it was added at: the venue API will
 * refuse the line, and the guest sees what they chose meanwhile.
 */
export function lineUnitPrice(line: CartLine, catalogue: OrderCatalogue): Milli {
  const product = catalogue[line.id];
  if (!product) return toMilli(line.price);
  return unitPrice(product, { variations: lineVariationIds(line), combo_groups: lineComboGroups(line) });
}

/** Cart lines as lib/domain's totals read them. */
export function totalsLines(lines: readonly CartLine[], catalogue: OrderCatalogue): TotalsLine[] {
  return lines.map((line) => ({
    productId: line.id,
    categoryId: catalogue[line.id]?.category ?? line.category,
    unitPrice: lineUnitPrice(line, catalogue),
    quantity: line.qty,
  }));
}

/** The status the venue API gives a line of a new order. */
export const NEW_LINE_STATUS = "Active";

/**
 * A cart line as an order line item (001 section 3): product, product_sku, product_name,
 * product_variations (the product's entries of the chosen values), product_variation (text),
 * variations, combo_groups, product_price (unit price), product_price_currency, quantity,
 * special_instructions, cart_uuid, status.
 */
export function orderLineItem(line: CartLine, catalogue: OrderCatalogue, currency: string): LineItemPayloadInput {
  const product = catalogue[line.id];
  const chosen = new Set(lineVariationIds(line));
  return {
    product: line.id,
    product_sku: product?.sku ?? line.sku,
    product_name: product?.name || line.name,
    product_variations: (product?.product_variations ?? []).filter((entry) => chosen.has(entry.variation_value)),
    product_variation: lineVariationText(line),
    variations: [...chosen],
    combo_groups: lineComboGroups(line),
    product_price: fromMilli(lineUnitPrice(line, catalogue)),
    product_price_currency: currency,
    quantity: line.qty,
    special_instructions: line.special_instructions,
    cart_uuid: line.uuid,
    status: NEW_LINE_STATUS,
  };
}

/**
 * The lines of a merge into an existing order (PATCH, 001 section 7): the same fields without
 * status and product_variations, which that call's payload does not carry.
 */
export function mergeLineItem(line: CartLine, catalogue: OrderCatalogue, currency: string): LineItemPayloadInput {
  const item = orderLineItem(line, catalogue, currency);
  return {
    product: item.product,
    product_sku: item.product_sku,
    product_name: item.product_name,
    product_variation: item.product_variation,
    variations: item.variations,
    combo_groups: item.combo_groups,
    product_price: item.product_price,
    product_price_currency: item.product_price_currency,
    quantity: item.quantity,
    special_instructions: item.special_instructions,
    cart_uuid: item.cart_uuid,
  };
}
