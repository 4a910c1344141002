import type { FieldProblem } from "@/lib/domain/form-validation";

/** Keys of the FormValidation messages (000 section 5). */
export type ValidationMessageKey = "required" | "invalidEmail" | "minValue" | "maxValue" | "maxLength" | "invalidPhone" | "otherRequired";

export interface ValidationMessage {
  key: ValidationMessageKey;
  values: Record<string, string | number>;
}

/**
 * The message of a problem, as a FormValidation key and its arguments. Bounds are passed as text so
 * they read as the venue wrote them whatever the language's digits; the character count stays a
 * number for its plural. The codes the form's own controls cannot produce (a number input gives a
 * number or nothing, a date input a date or nothing, options come from the field) read as "required":
 * the field still needs a proper answer.
 */
export function validationMessage(problem: FieldProblem): ValidationMessage {
  switch (problem.code) {
    case "required":
      return { key: "required", values: { label: problem.label } };
    case "invalid_email":
      return { key: "invalidEmail", values: {} };
    case "min_value":
      return { key: "minValue", values: { label: problem.label, min: String(problem.min) } };
    case "max_value":
      return { key: "maxValue", values: { label: problem.label, max: String(problem.max) } };
    case "max_length":
      return { key: "maxLength", values: { label: problem.label, n: problem.n } };
    case "invalid_phone":
      return { key: "invalidPhone", values: {} };
    case "other_required":
      return { key: "otherRequired", values: {} };
    case "not_a_number":
    case "not_a_date":
    case "not_an_option":
    case "wrong_kind":
      return { key: "required", values: { label: problem.label } };
    case "unknown_field":
      return { key: "required", values: { label: "" } };
  }
}
