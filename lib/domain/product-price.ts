import { multiply, percentOf, sum, toMilli, type Milli } from "./money";

/** Menu amounts arrive as JSON numbers or numeric text in currency units ("12.500"). */
export type Amount = number | string | null | undefined;
export type Id = number | string;

/** Product variation entry (spec 000 section 3): the price effect of one variation value on one product. */
export interface ProductVariationEntry {
  variation?: Id | null;
  variation_value: Id;
  price?: Amount;
  /** "add" or "subtract"; anything else adds. */
  math_operator?: string | null;
  display_price?: boolean | null;
  display_price_product?: boolean | null;
}

export interface ComboProductInput {
  id: Id;
  increase_price_by?: Amount;
  product_variations?: readonly ProductVariationEntry[] | null;
}

export interface ComboGroupInput {
  id: Id;
  products?: readonly ComboProductInput[] | null;
}

export interface ProductPriceInput {
  price?: Amount;
  /** Percent, 0 to 100. */
  discount?: Amount;
  product_variations?: readonly ProductVariationEntry[] | null;
  enable_combo?: boolean | null;
  combo_groups?: readonly ComboGroupInput[] | null;
}

export interface TaxInput {
  id?: Id;
  name?: string;
  /** "percentage" or "fixed". */
  type?: string | null;
  /** Percent for percentage taxes, an amount for fixed ones. */
  rate?: Amount;
}

export interface PriceMenuInput {
  taxes?: readonly TaxInput[] | null;
  display_prices_with_tax?: boolean | null;
  cart_subtotal_include_tax?: boolean | null;
  enable_discount_percentage?: boolean | null;
}

/** A guest's choices, shaped like the order line item: selected variation value ids and combo products. */
export interface PriceSelection {
  variations?: readonly Id[];
  combo_groups?: readonly ComboGroupSelection[];
}

export interface ComboGroupSelection {
  id: Id;
  products: readonly { id: Id; variations?: readonly Id[] }[];
}

export interface DisplayPrice {
  price: Milli;
  /** Null when the product has no discount. */
  discounted: Milli | null;
  /** The discount badge value, null unless enable_discount_percentage is on and a discount exists. */
  discountPercent: number | null;
}

/** The product's discount as a percent clamped to 0..100 (missing or unreadable means none). */
export function discountPercentOf(product: Pick<ProductPriceInput, "discount">): number {
  const percent = Number(product.discount ?? 0);
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

/** price − price × discount / 100, rounded once to the nearest thousandth (spec 000 section 5). */
export function discountedPrice(price: Milli, discountPercent: number): Milli {
  const percent = Math.min(100, Math.max(0, discountPercent));
  return percentOf(price, 100 - percent);
}

/** The signed amount one variation entry adds (positive) or subtracts (negative). */
export function variationAdjustment(entry: ProductVariationEntry): Milli {
  const amount = toMilli(entry.price);
  return normalised(entry.math_operator) === "subtract" ? -amount : amount;
}

/** Sum of the adjustments of the entries whose variation value is selected. */
export function variationsAdjustment(
  entries: readonly ProductVariationEntry[] | null | undefined,
  selected: readonly Id[] | undefined,
): Milli {
  if (!entries || !selected || selected.length === 0) return 0;
  const chosen = new Set(selected.map(String));
  return sum(entries.filter((entry) => chosen.has(String(entry.variation_value))).map(variationAdjustment));
}

/** What the selected combo products add: increase_price_by plus their own selected variations. */
export function comboAdjustment(product: ProductPriceInput, groups: readonly ComboGroupSelection[] | undefined): Milli {
  if (product.enable_combo === false || !groups) return 0;
  const amounts = groups.flatMap((selectedGroup) => {
    const group = product.combo_groups?.find((candidate) => String(candidate.id) === String(selectedGroup.id));
    return selectedGroup.products.map((selectedProduct) => {
      const comboProduct = group?.products?.find((candidate) => String(candidate.id) === String(selectedProduct.id));
      if (!comboProduct) return 0;
      const variations = variationsAdjustment(comboProduct.product_variations, selectedProduct.variations);
      return toMilli(comboProduct.increase_price_by) + variations;
    });
  });
  return sum(amounts);
}

/** Everything a selection adds to a product's price, variations and combos together; never discounted. */
export function selectionAdjustment(product: ProductPriceInput, selection: PriceSelection = {}): Milli {
  const variations = variationsAdjustment(product.product_variations, selection.variations);
  return variations + comboAdjustment(product, selection.combo_groups);
}

/** Adds each percentage tax (each rounded to a thousandth); fixed taxes belong to the order total, not a price. */
export function withPercentageTaxes(milli: Milli, taxes: readonly TaxInput[] | null | undefined): Milli {
  const percentages = (taxes ?? []).filter((tax) => normalised(tax.type) === "percentage");
  return milli + sum(percentages.map((tax) => percentOf(milli, rateOf(tax))));
}

/** A price is shown only when above 0 (spec 000 section 5). */
export function shouldShowPrice(milli: Milli | null | undefined): milli is Milli {
  return typeof milli === "number" && milli > 0;
}

/** The discount percentage badge value, or null when the menu does not show it or there is nothing to show. */
export function discountBadge(product: ProductPriceInput, menu: PriceMenuInput): number | null {
  if (menu.enable_discount_percentage !== true) return null;
  const percent = discountPercentOf(product);
  if (percent <= 0 || toMilli(product.price) <= 0) return null;
  return Math.round(percent * 100) / 100;
}

/** The price and discounted price a product card or detail screen shows for the current selection. */
export function productDisplayPrice(product: ProductPriceInput, selection: PriceSelection = {}, menu: PriceMenuInput = {}): DisplayPrice {
  const base = toMilli(product.price);
  const extra = selectionAdjustment(product, selection);
  const percent = discountPercentOf(product);
  const shown = (amount: Milli): Milli => displayTaxes(Math.max(0, amount), menu);
  return {
    price: shown(base + extra),
    discounted: percent > 0 && base > 0 ? shown(discountedPrice(base, percent) + extra) : null,
    discountPercent: discountBadge(product, menu),
  };
}

/**
 * What `quantity` of the product with these choices comes to, at the price the screen shows (the
 * discounted one when discounted): the figure on the product screen's add button (issue 14).
 */
export function displayLinePrice(product: ProductPriceInput, selection: PriceSelection, menu: PriceMenuInput, quantity: number): Milli {
  const display = productDisplayPrice(product, selection, menu);
  return multiply(display.discounted ?? display.price, quantity);
}

/**
 * The unit price of a cart line: the product price (discounted when it has a discount) plus the
 * selected variations and combo increases, which are added after discounting; never below 0.
 * Taxes are not included: they are applied to the cart subtotal.
 */
export function unitPrice(product: ProductPriceInput, selection: PriceSelection = {}): Milli {
  const base = toMilli(product.price);
  const percent = discountPercentOf(product);
  const price = percent > 0 ? discountedPrice(base, percent) : base;
  return Math.max(0, price + selectionAdjustment(product, selection));
}

// Prices that already include tax (cart_subtotal_include_tax) would count it twice.
function displayTaxes(milli: Milli, menu: PriceMenuInput): Milli {
  if (menu.display_prices_with_tax !== true || menu.cart_subtotal_include_tax === true) return milli;
  return withPercentageTaxes(milli, menu.taxes);
}

function rateOf(tax: TaxInput): number {
  const rate = Number(tax.rate ?? 0);
  // Same rule as taxes.ts: a negative tax would be a hidden discount.
  return Number.isFinite(rate) ? Math.max(0, rate) : 0;
}

function normalised(word: string | null | undefined): string {
  return (word ?? "").trim().toLowerCase();
}
