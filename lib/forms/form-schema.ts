import type { FieldErrors, Resolver } from "react-hook-form";
import { fieldKind, fieldLabel } from "@/lib/domain/form-field";
import { checkField, type FieldProblem, type PhoneReader } from "@/lib/domain/form-validation";
import { fieldInput, type FormEntry, type FormValue, type FormValues } from "./form-values";

/** Turns a problem into the guest's text (the caller's translations, so this file needs no next-intl). */
export type ProblemTranslator = (problem: FieldProblem) => string;

/** The value has the shape its field's control holds: a tick, a choice, or text. */
function hasShape(entry: FormEntry, value: unknown): value is FormValue {
  const kind = fieldKind(entry.field);
  if (kind === "toggle") return typeof value === "boolean";
  if (kind === "choice") {
    if (typeof value !== "object" || value === null) return false;
    const { values, other } = value as { values?: unknown; other?: unknown };
    return Array.isArray(values) && values.every((item) => typeof item === "string") && (other === null || typeof other === "string");
  }
  return typeof value === "string";
}

/**
 * The guest's text for each answer field that fails lib/domain's checkField (000 section 5) for the
 * menu's country, keyed as react-hook-form stores the field; phone answers are read by `readPhone`
 * (null for a form without a phone field). Empty when the form may be sent.
 */
export function formProblems(
  entries: readonly FormEntry[],
  values: Readonly<Record<string, unknown>>,
  country: string | null,
  translate: ProblemTranslator,
  readPhone: PhoneReader | null,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const entry of entries) {
    const value = values[entry.key];
    if (!hasShape(entry, value)) {
      problems[entry.key] = translate({ code: "wrong_kind", label: fieldLabel(entry.field) });
      continue;
    }
    const checked = checkField(entry.field, fieldInput(value), country, readPhone);
    if (!checked.ok) problems[entry.key] = translate(checked.problem);
  }
  return problems;
}

/**
 * The react-hook-form resolver of a form: formProblems on every change. No schema library: the rules
 * are lib/domain's, and the landing screen's form should not load one (issue 13 item 3).
 */
export function buildFormResolver(
  entries: readonly FormEntry[],
  country: string | null,
  translate: ProblemTranslator,
  readPhone: PhoneReader | null,
): Resolver<FormValues> {
  return (values) => {
    const problems = formProblems(entries, values, country, translate, readPhone);
    const keys = Object.keys(problems);
    if (keys.length === 0) return { values, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const key of keys) errors[key] = { type: "custom", message: problems[key] };
    return { values: {}, errors };
  };
}
