import type { ComboGroup, Product, ProductVariationEntry, VariationDefinition } from "@/lib/api/schemas/product";
import { isComboSelectionComplete } from "@/lib/domain/add-button";
import { fromMilli } from "@/lib/domain/money";
import { unitPrice, type ComboGroupSelection as PriceComboGroup } from "@/lib/domain/product-price";
import { clampQuantity, maxQuantity } from "@/lib/domain/quantity";
import { isVariationSelectionComplete, type VariationSelection } from "@/lib/domain/variation-selection";
import type { CartLine, CartLineComboGroup, CartLineVariation } from "./types";

/** One value a product offers for a variation, with the entry that prices it. */
export interface ProductVariationOption {
  id: number;
  name: string;
  entry: ProductVariationEntry;
}

/** A variation as one product offers it: the menu's definition narrowed to the values the product lists. */
export interface ProductVariationGroup {
  id: number;
  name: string;
  required: boolean;
  multiple: boolean;
  max_choices_allowed: number;
  options: ProductVariationOption[];
}

/** The product chosen in each combo group (by group id), with that product's own variation choices. */
export type ComboSelection = Readonly<Record<number, { product: number; variations: VariationSelection } | undefined>>;

/**
 * The variations a product (or combo product) offers, in the order its entries first name them.
 * Entries naming a variation or value the menu does not define are left out: they cannot be shown.
 */
export function productVariationGroups(
  entries: readonly ProductVariationEntry[],
  definitions: readonly VariationDefinition[],
): ProductVariationGroup[] {
  const groups = new Map<number, ProductVariationGroup>();
  for (const entry of entries) {
    const definition = definitions.find((candidate) => candidate.id === entry.variation);
    const value = definition?.values.find((candidate) => candidate.id === entry.variation_value);
    if (!definition || !value) continue;
    const group = groups.get(definition.id) ?? {
      id: definition.id,
      name: definition.name,
      required: definition.required,
      multiple: definition.multiple,
      max_choices_allowed: definition.max_choices_allowed,
      options: [],
    };
    if (!group.options.some((option) => option.id === value.id)) {
      group.options.push({ id: value.id, name: value.value, entry });
    }
    groups.set(definition.id, group);
  }
  return [...groups.values()];
}

/** Every selected value id, for pricing (lib/domain/product-price reads a flat list). */
export function selectedValueIds(selection: VariationSelection): number[] {
  return Object.values(selection).flatMap((ids) => ids ?? []);
}

/** The combo choices in the shape product-price reads. */
export function comboPriceSelection(selection: ComboSelection): PriceComboGroup[] {
  return Object.entries(selection).flatMap(([groupId, chosen]) =>
    chosen ? [{ id: Number(groupId), products: [{ id: chosen.product, variations: selectedValueIds(chosen.variations) }] }] : [],
  );
}

/** Every combo group has an in-stock product chosen (lib/domain isComboSelectionComplete). */
export function isComboComplete(groups: readonly ComboGroup[], selection: ComboSelection): boolean {
  return isComboSelectionComplete(
    groups.map((group) => ({
      products: group.products.map((product) => ({
        selected: selection[group.id]?.product === product.id,
        out_of_stock: product.out_of_stock,
      })),
    })),
  );
}

/** The product's own required variations, and those of each chosen combo product, all have a value. */
export function areVariationsComplete(
  product: Pick<Product, "product_variations" | "combo_groups">,
  definitions: readonly VariationDefinition[],
  variations: VariationSelection,
  combos: ComboSelection,
): boolean {
  if (!isVariationSelectionComplete(productVariationGroups(product.product_variations, definitions), variations)) {
    return false;
  }
  return product.combo_groups.every((group) => {
    const chosen = selection(group, combos);
    if (!chosen) return true;
    return isVariationSelectionComplete(productVariationGroups(chosen.product.product_variations, definitions), chosen.variations);
  });
}

/** The product fields a cart line is built from (the card's add button sends no more to the browser). */
export type LineProduct = Pick<
  Product,
  | "id"
  | "category"
  | "name"
  | "sku"
  | "images"
  | "price"
  | "discount"
  | "product_variations"
  | "enable_combo"
  | "combo_groups"
  | "pos_available_qty"
>;

export interface BuildLineInput {
  product: LineProduct;
  /** The category the guest reached the product from, used when the product names none. */
  categoryId: number;
  definitions: readonly VariationDefinition[];
  variations: VariationSelection;
  combos: ComboSelection;
  qty: number;
  specialInstructions: string;
  /** The menu's default_product_image, for products without an image. */
  defaultImage?: string | null;
  /** Injected in tests; crypto.randomUUID otherwise. */
  uuid?: () => string;
}

/**
 * A cart line (001 section 3) for the guest's choices. The price is the unit price of lib/domain
 * (discount, then variations and combo increases, no tax) in currency units; the quantity is kept
 * within 1 and pos_available_qty, which becomes max_qty (0 = unlimited).
 */
export function buildCartLine(input: BuildLineInput): CartLine {
  const { product, definitions, variations, combos } = input;
  const max = maxQuantity(product.pos_available_qty);
  const price = unitPrice(product, {
    variations: selectedValueIds(variations),
    combo_groups: comboPriceSelection(combos),
  });
  return {
    uuid: (input.uuid ?? (() => crypto.randomUUID()))(),
    id: product.id,
    category: product.category ?? input.categoryId,
    name: product.name,
    sku: product.sku,
    image: product.images.find((image) => image.image)?.image ?? input.defaultImage ?? null,
    price: fromMilli(price),
    qty: clampQuantity(input.qty, { max }),
    special_instructions: input.specialInstructions.trim(),
    variations: lineVariations(product.product_variations, definitions, variations),
    combo_groups: product.combo_groups.map((group) => lineComboGroup(group, definitions, combos)),
    max_qty: max ?? 0,
  };
}

function lineVariations(
  entries: readonly ProductVariationEntry[],
  definitions: readonly VariationDefinition[],
  selection: VariationSelection,
): CartLineVariation[] {
  return productVariationGroups(entries, definitions).map((group) => {
    const chosen = selection[group.id] ?? [];
    return {
      id: group.id,
      name: group.name,
      values: group.options.map((option) => ({
        id: option.id,
        name: option.name,
        variation_value: option.id,
        selected: chosen.includes(option.id),
      })),
    };
  });
}

function lineComboGroup(group: ComboGroup, definitions: readonly VariationDefinition[], combos: ComboSelection): CartLineComboGroup {
  const chosen = combos[group.id];
  return {
    id: group.id,
    name: group.name,
    products: group.products.map((product) => {
      const selected = chosen?.product === product.id;
      return {
        id: product.id,
        name: product.name,
        selected,
        product_variations: lineVariations(product.product_variations, definitions, selected ? chosen.variations : {}),
      };
    }),
  };
}

function selection(group: ComboGroup, combos: ComboSelection) {
  const chosen = combos[group.id];
  const product = group.products.find((candidate) => candidate.id === chosen?.product);
  return chosen && product ? { product, variations: chosen.variations } : null;
}
