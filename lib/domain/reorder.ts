import { clampQuantity, maxQuantity } from "./quantity";
import { isVariationSelectionComplete, maxChoices, type VariationRule, type VariationSelection } from "./variation-selection";

/** A line of a placed order, as the order call answers it. */
export interface OrderedLine {
  product: number | null;
  /** The selected variation value ids. */
  variations: readonly number[];
  combo_groups: readonly { id: number; products: readonly { id: number; variations: readonly number[] }[] }[];
  quantity: number;
  special_instructions: string;
  status: string | null;
}

/** A variation as the menu defines it, with the values it offers. */
export interface ReorderVariation extends VariationRule {
  values: readonly { id: number }[];
}

/** A product's variation entry: which value of which variation it offers. */
export interface VariationOffer {
  variation: number;
  variation_value: number;
}

/** A product of the current menu that can be ordered now, as much of it as the choices are checked against. */
export interface ReorderProduct {
  id: number;
  pos_available_qty: number | string | null | undefined;
  product_variations: readonly VariationOffer[];
  combo_groups: readonly {
    id: number;
    products: readonly { id: number; out_of_stock: boolean; product_variations: readonly VariationOffer[] }[];
  }[];
}

export interface ReorderInput {
  lines: readonly OrderedLine[];
  /** The products that can be ordered now, by id: a product missing here is gone or unavailable. */
  products: Readonly<Record<number, ReorderProduct | undefined>>;
  definitions: readonly ReorderVariation[];
  /** enable_adding_same_item_cart: without it a product is in the cart once at most. */
  sameItemAgain: boolean;
  /** The products the cart already holds. */
  inCart: readonly number[];
}

/** The guest's choices of one line again, to build a cart line from the current menu. */
export interface ReorderChoice {
  productId: number;
  variations: VariationSelection;
  combos: Readonly<Record<number, { product: number; variations: VariationSelection }>>;
  qty: number;
  specialInstructions: string;
}

export interface ReorderResult {
  choices: ReorderChoice[];
  /** Lines of the order that cannot go back in the cart: the guest is told how many. */
  skipped: number;
}

/** A line the venue removed from the order was never the guest's to get: it is neither reordered nor counted. */
function removedLine(line: OrderedLine): boolean {
  return line.quantity <= 0 || (line.status ?? "").toLowerCase() === "deleted";
}

/**
 * The same choices, grouped by the variation each value belongs to, if the product still offers every
 * chosen value and the choices still satisfy its variations (required, single, max choices); null when
 * the product's variations changed under the order.
 */
function variationChoice(
  chosen: readonly number[],
  offers: readonly VariationOffer[],
  definitions: readonly ReorderVariation[],
): VariationSelection | null {
  const offered = new Map<number, ReorderVariation>();
  const variationOfValue = new Map<number, number>();
  for (const offer of offers) {
    const definition = definitions.find((candidate) => candidate.id === offer.variation);
    if (!definition?.values.some((value) => value.id === offer.variation_value)) continue;
    offered.set(definition.id, definition);
    if (!variationOfValue.has(offer.variation_value)) variationOfValue.set(offer.variation_value, definition.id);
  }
  const selection: Record<number, number[]> = {};
  for (const value of new Set(chosen)) {
    const variation = variationOfValue.get(value);
    if (variation === undefined) return null;
    (selection[variation] ??= []).push(value);
  }
  for (const [id, values] of Object.entries(selection)) {
    const definition = offered.get(Number(id));
    if (!definition) return null;
    const max = definition.multiple === true ? maxChoices(definition) : 1;
    if (max !== null && values.length > max) return null;
  }
  return isVariationSelectionComplete([...offered.values()], selection) ? selection : null;
}

function comboChoice(
  line: OrderedLine,
  product: ReorderProduct,
  definitions: readonly ReorderVariation[],
): Record<number, { product: number; variations: VariationSelection }> | null {
  const ordered = line.combo_groups.filter((group) => group.products.length > 0);
  if (ordered.some((group) => !product.combo_groups.some((current) => current.id === group.id))) return null;
  const combos: Record<number, { product: number; variations: VariationSelection }> = {};
  for (const group of product.combo_groups) {
    // A group holds one choice (the venue API refuses more); a group added since needs a choice the order never made.
    const chosen = ordered.find((candidate) => candidate.id === group.id)?.products;
    if (!chosen || chosen.length !== 1 || !chosen[0]) return null;
    const item = group.products.find((candidate) => candidate.id === chosen[0]?.id);
    if (!item || item.out_of_stock) return null;
    const variations = variationChoice(chosen[0].variations, item.product_variations, definitions);
    if (!variations) return null;
    combos[group.id] = { product: item.id, variations };
  }
  return combos;
}

/**
 * Reorder (issue 16): the order's lines again, against the menu as it is now. A line goes back when its
 * product can still be ordered with the same variation and combo choices; its price is then the
 * current menu's (the cart line is built from it) and its quantity is capped by the stock limit.
 * Lines whose product is gone, unavailable or changed, or which the cart cannot take twice, are skipped.
 */
export function reorderLines(input: ReorderInput): ReorderResult {
  const taken = new Set(input.inCart);
  const choices: ReorderChoice[] = [];
  let skipped = 0;
  for (const line of input.lines) {
    if (removedLine(line)) continue;
    const choice = lineChoice(line, input, taken);
    if (!choice) {
      skipped += 1;
      continue;
    }
    taken.add(choice.productId);
    choices.push(choice);
  }
  return { choices, skipped };
}

function lineChoice(line: OrderedLine, input: ReorderInput, taken: ReadonlySet<number>): ReorderChoice | null {
  const product = line.product === null ? undefined : input.products[line.product];
  if (!product) return null;
  if (!input.sameItemAgain && taken.has(product.id)) return null;
  const variations = variationChoice(line.variations, product.product_variations, input.definitions);
  const combos = variations && comboChoice(line, product, input.definitions);
  if (!variations || !combos) return null;
  return {
    productId: product.id,
    variations,
    combos,
    qty: clampQuantity(line.quantity, { max: maxQuantity(product.pos_available_qty) }),
    specialInstructions: line.special_instructions,
  };
}
