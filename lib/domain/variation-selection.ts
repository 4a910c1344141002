/** The parts of a variation definition (id, name, values, required, multiple, max_choices_allowed) the rules read. */
export interface VariationRule {
  id: number;
  required?: boolean | null;
  multiple?: boolean | null;
  max_choices_allowed?: number | null;
}

/** Selected value ids per variation id. A missing entry means nothing is chosen. */
export type VariationSelection = Readonly<Record<number, readonly number[] | undefined>>;

/** The limit for a multi-choice variation, or null when there is none (max_choices_allowed absent or not above 0). */
export function maxChoices(variation: VariationRule): number | null {
  const max = variation.max_choices_allowed;
  return variation.multiple === true && typeof max === "number" && max > 0 ? Math.floor(max) : null;
}

/** Single-choice dropdowns offer a blank '---' choice only when the variation is not required. */
export function hasBlankChoice(variation: VariationRule): boolean {
  return variation.multiple !== true && variation.required !== true;
}

/** "Add To Cart is enabled only when every required variation has a selected value." */
export function isVariationSelectionComplete(variations: readonly VariationRule[], selection: VariationSelection): boolean {
  return missingRequiredVariations(variations, selection).length === 0;
}

/** Ids of required variations with no selected value, in menu order (to mark them ui_str_required). */
export function missingRequiredVariations(variations: readonly VariationRule[], selection: VariationSelection): number[] {
  return variations
    .filter((variation) => variation.required === true && (selection[variation.id] ?? []).length === 0)
    .map((variation) => variation.id);
}

/**
 * "Once max_choices_allowed (when above 0) are ticked the unticked ones are disabled." A ticked box
 * stays enabled so it can be unticked; a single choice can always be replaced.
 */
export function canTickOption(variation: VariationRule, selected: readonly number[], valueId: number): boolean {
  if (selected.includes(valueId)) return true;
  const max = maxChoices(variation);
  return max === null || selected.length < max;
}

/** Ticks or unticks a value. Single choice replaces the previous value; a tick past the maximum is ignored. */
export function toggleOption(variation: VariationRule, selected: readonly number[], valueId: number): number[] {
  if (selected.includes(valueId)) return selected.filter((id) => id !== valueId);
  if (variation.multiple !== true) return [valueId];
  return canTickOption(variation, selected, valueId) ? [...selected, valueId] : [...selected];
}

/** Dropdown choice for a single-choice variation; null is the blank '---' choice. */
export function chooseSingle(valueId: number | null): number[] {
  return valueId === null ? [] : [valueId];
}
