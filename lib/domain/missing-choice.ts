import { missingRequiredVariations, type VariationRule, type VariationSelection } from "./variation-selection";

/** A variation as the product screen shows it: the rule's fields and the name its fieldset shows. */
export interface NamedVariation extends VariationRule {
  name: string;
}

/** A combo group and, for each of its products, the variations that product asks for once chosen. */
export interface ChoiceComboGroup {
  id: number;
  name: string;
  products: readonly { id: number; out_of_stock?: boolean | null; variations: readonly NamedVariation[] }[];
}

/** The product chosen in each combo group (by group id), with that product's own variation choices. */
export type ComboChoices = Readonly<Record<number, { product: number; variations: VariationSelection } | undefined>>;

/**
 * A required choice not made yet: a variation of the product, a combo group with no product, or a
 * variation of the product chosen in a combo group (whose id alone can repeat across groups).
 */
export type MissingChoice =
  | { kind: "variation"; id: number; name: string }
  | { kind: "combo"; id: number; name: string }
  | { kind: "comboVariation"; comboGroup: number; id: number; name: string };

export interface MissingChoiceInput {
  variations: readonly NamedVariation[];
  selection: VariationSelection;
  /** Empty for a product that is not a combo (enable_combo off or no groups). */
  comboGroups: readonly ChoiceComboGroup[];
  combos: ComboChoices;
}

/**
 * The first required choice the guest has still to make, in the order the product screen shows
 * them (the product's variations, then each combo group followed by its chosen product's
 * variations), or null when Add can add. It agrees with isVariationSelectionComplete and
 * isComboSelectionComplete: a chosen combo product that is out of stock counts as no choice.
 */
export function firstMissingChoice(input: MissingChoiceInput): MissingChoice | null {
  const own = firstMissingVariation(input.variations, input.selection);
  if (own) return { kind: "variation", ...own };
  for (const group of input.comboGroups) {
    const chosen = input.combos[group.id];
    const product = group.products.find((candidate) => candidate.id === chosen?.product && candidate.out_of_stock !== true);
    if (!chosen || !product) return { kind: "combo", id: group.id, name: group.name };
    const missing = firstMissingVariation(product.variations, chosen.variations);
    if (missing) return { kind: "comboVariation", comboGroup: group.id, ...missing };
  }
  return null;
}

function firstMissingVariation(variations: readonly NamedVariation[], selection: VariationSelection): { id: number; name: string } | null {
  const [id] = missingRequiredVariations(variations, selection);
  const variation = variations.find((candidate) => candidate.id === id);
  return variation ? { id: variation.id, name: variation.name } : null;
}

/**
 * The value of the data-required-choice attribute on the fieldset of a choice, so the screen can
 * find what a tap on a disabled Add leads to.
 */
export function choiceAnchor(choice: MissingChoice): string {
  if (choice.kind === "comboVariation") return `combo-${choice.comboGroup}-variation-${choice.id}`;
  return `${choice.kind}-${choice.id}`;
}
