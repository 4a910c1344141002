import type { ComboGroupSelection } from "@/lib/api/schemas/line-item";
import type { ComboProduct, Product, ProductVariationEntry, VariationDefinition } from "@/lib/api/schemas/product";
import { isComboSelectionComplete } from "@/lib/domain/add-button";
import { maxChoices, missingRequiredVariations, type VariationSelection } from "@/lib/domain/variation-selection";
import type { MenuProduct } from "./venue-menu";

/** What a line's choices are checked against: a product, or a product inside a combo group. */
export interface VariationOwner {
  name: string;
  product_variations: readonly ProductVariationEntry[];
}

/** The variations a product offers values of, with their rules; a definition missing from the menu has none. */
function variationsOf(owner: VariationOwner, definitions: readonly VariationDefinition[]): VariationDefinition[] {
  const ids = [...new Set(owner.product_variations.map((entry) => entry.variation))];
  return ids.map(
    (id) =>
      definitions.find((definition) => definition.id === id) ?? {
        id,
        name: `#${id}`,
        values: [],
        required: false,
        multiple: false,
        max_choices_allowed: 0,
      },
  );
}

/**
 * Why a selection of variation values cannot be ordered, or null: a value the product does not
 * offer, two values of a single-choice variation, more than max_choices_allowed, or a required
 * variation left without a value (000 section 4).
 */
export function variationProblem(
  owner: VariationOwner,
  definitions: readonly VariationDefinition[],
  selected: readonly number[],
): string | null {
  const offered = new Map(owner.product_variations.map((entry) => [entry.variation_value, entry]));
  const chosen: Record<number, number[]> = {};
  for (const valueId of new Set(selected)) {
    const entry = offered.get(valueId);
    if (!entry) return `Variation value ${valueId} is not offered for ${owner.name}.`;
    (chosen[entry.variation] ??= []).push(valueId);
  }
  const rules = variationsOf(owner, definitions);
  for (const rule of rules) {
    const count = chosen[rule.id]?.length ?? 0;
    if (rule.multiple !== true && count > 1) return `Only one ${rule.name} can be chosen for ${owner.name}.`;
    const max = maxChoices(rule);
    if (max !== null && count > max) return `At most ${max} ${rule.name} options can be chosen for ${owner.name}.`;
  }
  const selection: VariationSelection = chosen;
  const missing = missingRequiredVariations(rules, selection);
  if (missing.length === 0) return null;
  const names = rules.filter((rule) => missing.includes(rule.id)).map((rule) => rule.name);
  return `${names.join(", ")} is required for ${owner.name}.`;
}

/** "Large, Extra cheese": the chosen values' names in the order the product lists them. */
export function variationText(owner: VariationOwner, definitions: readonly VariationDefinition[], selected: readonly number[]): string {
  const chosen = new Set(selected);
  const names = owner.product_variations
    .filter((entry) => chosen.has(entry.variation_value))
    .map((entry) => {
      const definition = definitions.find((candidate) => candidate.id === entry.variation);
      return definition?.values.find((value) => value.id === entry.variation_value)?.value || String(entry.variation_value);
    });
  return [...new Set(names)].join(", ");
}

const comboName = (item: ComboProduct, products: ReadonlyMap<number, MenuProduct>) =>
  item.name || products.get(item.id)?.product.name || `#${item.id}`;

// A combo item is out of stock when its group says so or when the product itself is.
const comboOutOfStock = (item: ComboProduct, products: ReadonlyMap<number, MenuProduct>) =>
  item.out_of_stock || products.get(item.id)?.product.out_of_stock === true;

/**
 * How many products one combo group holds. The menu data has no per-group minimum or maximum (000
 * section 3 lists a group's id, name and products), the guest app offers one product per group (a
 * radio) and prices the line by it: a second item in a group would be served without being chosen
 * for the price, so a group holds exactly one choice (docs ARCHITECTURE, trust boundaries).
 */
export const COMBO_CHOICES_PER_GROUP = 1;

/**
 * Why a combo selection cannot be ordered, or null: groups or items the product does not offer,
 * an item out of stock, an item's variations (checked like a product's), more than one item in a
 * group, or a group with no selected in-stock item ("a combo group has no selected product", 000
 * section 4).
 */
export function comboProblem(
  product: Product,
  selection: readonly ComboGroupSelection[],
  definitions: readonly VariationDefinition[],
  products: ReadonlyMap<number, MenuProduct>,
): string | null {
  const groups = product.enable_combo ? product.combo_groups : [];
  for (const picked of selection) {
    const group = groups.find((candidate) => candidate.id === picked.id);
    if (!group) return `Combo group ${picked.id} is not offered for ${product.name}.`;
    for (const pickedItem of picked.products) {
      const item = group.products.find((candidate) => candidate.id === pickedItem.id);
      if (!item) return `Product ${pickedItem.id} is not offered in ${group.name} for ${product.name}.`;
      const name = comboName(item, products);
      if (comboOutOfStock(item, products)) return `${name} is out of stock.`;
      const problem = variationProblem({ name, product_variations: item.product_variations }, definitions, pickedItem.variations);
      if (problem) return problem;
    }
  }
  for (const group of groups) {
    // A group named twice, or an item named twice, still counts every choice.
    const choices = selection.filter((entry) => entry.id === group.id).flatMap((entry) => entry.products.map((item) => item.id));
    if (choices.length > COMBO_CHOICES_PER_GROUP) {
      return `Only ${COMBO_CHOICES_PER_GROUP} product can be chosen in ${group.name} for ${product.name}.`;
    }
    const picked = new Set(choices);
    const complete = isComboSelectionComplete([
      {
        products: group.products.map((item) => ({ selected: picked.has(item.id), out_of_stock: comboOutOfStock(item, products) })),
      },
    ]);
    if (!complete) return `Choose a product in ${group.name} for ${product.name}.`;
  }
  return null;
}

/** The combo selection as stored on the line: group and item names in the order's language. */
export function namedComboGroups(
  product: Product,
  selection: readonly ComboGroupSelection[],
  products: ReadonlyMap<number, MenuProduct>,
): ComboGroupSelection[] {
  return selection.map((picked) => {
    const group = product.combo_groups.find((candidate) => candidate.id === picked.id);
    return {
      id: picked.id,
      name: group?.name ?? picked.name ?? "",
      products: picked.products.map((pickedItem) => {
        const item = group?.products.find((candidate) => candidate.id === pickedItem.id);
        return {
          id: pickedItem.id,
          name: item ? comboName(item, products) : (pickedItem.name ?? ""),
          variations: [...new Set(pickedItem.variations)],
        };
      }),
    };
  });
}
