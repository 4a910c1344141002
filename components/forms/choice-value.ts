import { allowsMany } from "@/lib/domain/form-field";
import type { ChoiceInput } from "@/lib/domain/form-validation";
import type { FormField } from "@/lib/api/schemas/form";
import type { FormValue } from "@/lib/forms/form-values";

export const NO_CHOICE: ChoiceInput = { values: [], other: null };

/** The choice a field's value holds (a choice field always holds one; this narrows the type). */
export function asChoice(value: FormValue | undefined): ChoiceInput {
  return typeof value === "object" ? value : NO_CHOICE;
}

/** Ticks or unticks one option, keeping the options in the field's order. */
export function toggleValue(field: FormField, choice: ChoiceInput, value: string, ticked: boolean): ChoiceInput {
  const chosen = new Set(choice.values);
  if (ticked) chosen.add(value);
  else chosen.delete(value);
  return { values: field.values.map((option) => option.value).filter((option) => chosen.has(option)), other: choice.other };
}

/** Picks one option of a single choice; Other replaces the option and an option replaces Other. */
export function chooseOne(value: string | null): ChoiceInput {
  return value === null ? NO_CHOICE : { values: [value], other: null };
}

/** Ticks or unticks Other: ticked it starts with no text (000 section 5 then asks for it). */
export function toggleOther(field: FormField, choice: ChoiceInput, ticked: boolean): ChoiceInput {
  if (!allowsMany(field)) return ticked ? { values: [], other: choice.other ?? "" } : { values: choice.values, other: null };
  return { values: choice.values, other: ticked ? (choice.other ?? "") : null };
}
