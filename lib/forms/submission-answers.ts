import { checkForm, type FieldAnswer, type FieldInput, type PhoneReader } from "@/lib/domain/form-validation";
import type { FormField } from "@/lib/api/schemas/form";
import { fieldInput, type FormEntry, type FormValues } from "./form-values";

/**
 * The submission's answers (000 section 3), keyed by field name, as lib/domain's checkForm gives them:
 * phones in E.164, numbers as numbers, the Other text in place of Other, blank optional fields left out.
 * null when a field still fails its rule (the form should not have let the guest submit).
 */
export function submissionAnswers(
  entries: readonly FormEntry[],
  values: Readonly<FormValues>,
  country: string | null,
  readPhone: PhoneReader | null,
): Record<string, FieldAnswer> | null {
  const fields: FormField[] = entries.map((entry) => entry.field);
  const inputs: Record<string, FieldInput> = {};
  for (const { key, field } of entries) inputs[field.name] = fieldInput(values[key]);
  const checked = checkForm(fields, inputs, country, readPhone);
  return checked.ok ? checked.answers : null;
}
