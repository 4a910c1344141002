import { z } from "zod";
import "@/lib/zod-config";
import { fieldKind } from "@/lib/domain/form-field";
import { checkField, type FieldProblem, type PhoneReader } from "@/lib/domain/form-validation";
import { fieldInput, type FormEntry, type FormValue } from "./form-values";

/** Turns a problem into the guest's text (the caller's translations, so this file needs no next-intl). */
export type ProblemTranslator = (problem: FieldProblem) => string;

const choiceValue = z.object({ values: z.array(z.string()), other: z.string().nullable() });

function valueShape(entry: FormEntry): z.ZodType<FormValue, FormValue> {
  const kind = fieldKind(entry.field);
  if (kind === "toggle") return z.boolean();
  if (kind === "choice") return choiceValue;
  return z.string();
}

/**
 * The react-hook-form schema of a form: one entry per answer field, each refined by lib/domain's
 * checkField (000 section 5) for the menu's country, the problem worded by `translate`; phone answers are
 * read by `readPhone` (null for a form without a phone field).
 */
export function buildFormSchema(
  entries: readonly FormEntry[],
  country: string | null,
  translate: ProblemTranslator,
  readPhone: PhoneReader | null,
) {
  const shape: Record<string, z.ZodType<FormValue, FormValue>> = {};
  for (const entry of entries) {
    shape[entry.key] = valueShape(entry).superRefine((value, context) => {
      const checked = checkField(entry.field, fieldInput(value), country, readPhone);
      if (!checked.ok) context.addIssue({ code: "custom", message: translate(checked.problem) });
    });
  }
  return z.object(shape);
}

export type FormSchema = ReturnType<typeof buildFormSchema>;
