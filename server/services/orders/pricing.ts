import type { ComboGroupSelection, LineItemPayload } from "@/lib/api/schemas/line-item";
import type { ProductVariationEntry } from "@/lib/api/schemas/product";
import { productAvailability } from "@/lib/domain/hours";
import { categoryVisible } from "@/lib/domain/visibility";
import type { Milli } from "@/lib/domain/money";
import { toMilli } from "@/lib/domain/money";
import { canOrderProduct, isOrderablePrice } from "@/lib/domain/ordering";
import { unitPrice } from "@/lib/domain/product-price";
import { maxQuantity } from "@/lib/domain/quantity";
import { comboProblem, namedComboGroups, variationProblem, variationText } from "./line-checks";
import { lineProblem } from "./problems";
import { categoryIdOf, type MenuProduct, type OrderingVenue } from "./venue-menu";

/** A cart line re-priced from the menu: what is stored as a line item, and what totals read. */
export interface PricedLine {
  /** Index of the line in the payload's line_items, for error answers. */
  index: number;
  product: number;
  productSku: string;
  productName: string;
  /** "Large, Extra cheese". */
  productVariation: string;
  variations: number[];
  productVariations: ProductVariationEntry[];
  comboGroups: ComboGroupSelection[];
  unitPrice: Milli;
  quantity: number;
  specialInstructions: string;
  cartUuid: string | null;
  categoryId: number;
  addedBy: string;
  tabGuest: string | null;
}

export interface PayloadLine {
  index: number;
  line: LineItemPayload;
}

/**
 * Re-prices every line from the venue's menu (the client's prices are never read) and refuses the
 * first line that cannot be ordered now, with its index: unknown product, out of stock, not
 * orderable (ordering off, venue closed, category or product hours, price 0), variations, combos,
 * or more than pos_available_qty of a product across the lines.
 */
export function priceLines(venue: OrderingVenue, lines: readonly PayloadLine[], now: Date): PricedLine[] {
  const ordered = new Map<number, number>();
  return lines.map(({ index, line }) => {
    const entry = venue.products.get(line.product);
    if (!entry) throw lineProblem(index, "product", `unknown product ${line.product}.`);
    checkOrderable(venue, entry, index, now);
    const { product } = entry;
    const definitions = venue.menu.variations;
    const variations = [...new Set(line.variations)];
    const variationIssue = variationProblem(product, definitions, variations);
    if (variationIssue) throw lineProblem(index, "variations", variationIssue);
    const comboIssue = comboProblem(product, line.combo_groups, definitions, venue.products);
    if (comboIssue) throw lineProblem(index, "combo_groups", comboIssue);

    const quantity = (ordered.get(product.id) ?? 0) + line.quantity;
    const max = maxQuantity(product.pos_available_qty);
    if (max !== null && quantity > max) {
      throw lineProblem(index, "quantity", `only ${max} of ${product.name} can be ordered.`);
    }
    ordered.set(product.id, quantity);

    const comboGroups = namedComboGroups(product, line.combo_groups, venue.products);
    const chosen = new Set(variations);
    return {
      index,
      product: product.id,
      productSku: product.sku,
      productName: product.name,
      productVariation: variationText(product, definitions, variations),
      variations,
      productVariations: product.product_variations.filter((variation) => chosen.has(variation.variation_value)),
      comboGroups,
      unitPrice: unitPrice(product, { variations, combo_groups: comboGroups }),
      quantity: line.quantity,
      specialInstructions: line.special_instructions,
      cartUuid: line.cart_uuid ?? null,
      addedBy: line.added_by.trim(),
      tabGuest: line.tab_guest ?? null,
      categoryId: categoryIdOf(entry),
    };
  });
}

function checkOrderable(venue: OrderingVenue, entry: MenuProduct, index: number, now: Date): void {
  const { menu } = venue;
  const { product } = entry;
  if (product.out_of_stock) throw lineProblem(index, "product", `${product.name} is out of stock.`);
  const price = toMilli(product.price);
  if (!isOrderablePrice(price, menu.enable_zero_price_item)) {
    throw lineProblem(index, "product", `${product.name} has no price and can not be ordered.`);
  }
  // A subcategory is open only when the categories above it are too.
  const categoryHoursAllow = categoryVisible(
    [entry.category, ...entry.ancestors].map((category) => category.category_hours),
    now,
    menu.timezone,
  );
  const productHoursAllow = productAvailability(product.product_hours, now, menu.timezone).available;
  const orderable = canOrderProduct({
    enableOrder: menu.enable_order,
    menuOpen: venue.open,
    categoryHoursAllow,
    productHoursAllow,
    outOfStock: product.out_of_stock,
    price,
    enableZeroPriceItem: menu.enable_zero_price_item,
  });
  if (!orderable) throw lineProblem(index, "product", `${product.name} can not be ordered at this time.`);
}
