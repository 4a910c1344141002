import type { FormField } from "@/lib/api/schemas/form";
import { allowsMany, fieldKind, isAnswerField } from "@/lib/domain/form-field";
import type { ChoiceInput, FieldInput } from "@/lib/domain/form-validation";

/**
 * One field's value as the form holds it: text for typed inputs (numbers, dates and star ratings too,
 * blank meaning unanswered), a tick for a lone checkbox, and the domain's ChoiceInput for options.
 */
export type FormValue = string | boolean | ChoiceInput;
export type FormValues = Record<string, FormValue>;

/** An answer field with the key react-hook-form stores it under. */
export interface FormEntry {
  key: string;
  field: FormField;
}

/**
 * The fields that take an answer, keyed by their position in form_data: builder names may hold dots
 * or brackets, which react-hook-form would read as nested paths.
 */
export function formEntries(fields: readonly FormField[]): FormEntry[] {
  const entries: FormEntry[] = [];
  fields.forEach((field, index) => {
    if (isAnswerField(field)) entries.push({ key: fieldKey(index), field });
  });
  return entries;
}

/** The key of the field at `index` in form_data. */
export function fieldKey(index: number): string {
  return `field_${index}`;
}

/** The value a field starts with: the builder's `selected` options for choices, else blank. */
export function defaultValue(field: FormField): FormValue {
  switch (fieldKind(field)) {
    case "toggle":
      return false;
    case "choice": {
      const selected = field.values.filter((option) => option.selected).map((option) => option.value);
      // A single choice can hold one value even if the builder marked several.
      return { values: allowsMany(field) ? selected : selected.slice(0, 1), other: null };
    }
    case "hidden":
      return field.value;
    default:
      return "";
  }
}

export function defaultValues(entries: readonly FormEntry[]): FormValues {
  return Object.fromEntries(entries.map(({ key, field }) => [key, defaultValue(field)]));
}

/** The form's value as lib/domain's checks read it. */
export function fieldInput(value: FormValue | undefined): FieldInput {
  if (value === undefined || typeof value === "string" || typeof value === "boolean") return value;
  return { values: [...value.values], other: value.other };
}
