import type { FieldProblem } from "@/lib/domain/form-validation";
import { digitsIn, type NumberingSystem } from "@/lib/domain/numbering";

/** Keys of the FormValidation messages (000 section 5). */
export type ValidationMessageKey =
  "required" | "invalidEmail" | "minValue" | "maxValue" | "maxLength" | "invalidPhone" | "otherRequired" | "invalidDate";

export interface ValidationMessage {
  key: ValidationMessageKey;
  values: Record<string, string | number>;
}

/**
 * The message of a problem, as a FormValidation key and its arguments. Bounds are passed as text, as
 * the venue wrote them, in the screen's digits (issue 28 item 10); the character count stays a number
 * for its plural. A date that is not year, month, day (the date field is a text field) has its own
 * message. The codes the form's own controls cannot produce (a number input gives a number or nothing,
 * options come from the field) read as "required": the field still needs a proper answer.
 */
export function validationMessage(problem: FieldProblem, system: NumberingSystem = "latn"): ValidationMessage {
  switch (problem.code) {
    case "required":
      return { key: "required", values: { label: problem.label } };
    case "invalid_email":
      return { key: "invalidEmail", values: {} };
    case "min_value":
      return { key: "minValue", values: { label: problem.label, min: digitsIn(String(problem.min), system) } };
    case "max_value":
      return { key: "maxValue", values: { label: problem.label, max: digitsIn(String(problem.max), system) } };
    case "max_length":
      return { key: "maxLength", values: { label: problem.label, n: problem.n } };
    case "invalid_phone":
      return { key: "invalidPhone", values: {} };
    case "other_required":
      return { key: "otherRequired", values: {} };
    case "not_a_date":
      return { key: "invalidDate", values: {} };
    case "not_a_number":
    case "not_an_option":
    case "wrong_kind":
      return { key: "required", values: { label: problem.label } };
    case "unknown_field":
      return { key: "required", values: { label: "" } };
  }
}
