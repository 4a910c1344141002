import type { FormField } from "@/lib/api/schemas/form";
import type { FieldAnswer, FieldProblem } from "@/lib/domain/form-validation";
import { checkForm, inputFromAnswer } from "@/lib/domain/form-validation";
import { isAnswerField } from "@/lib/domain/form-field";
import { normalisePhone } from "@/lib/domain/phone";

export type AnswerErrors = Record<string, string[]>;
export type CheckedAnswers = { ok: true; answers: Record<string, FieldAnswer> } | { ok: false; errors: AnswerErrors };

/** The API's own words for each problem: the specification's texts (000 section 5) in English. */
export function problemText(problem: FieldProblem): string {
  switch (problem.code) {
    case "required":
      return `${problem.label} is a required field`;
    case "invalid_email":
      return "Invalid email address";
    case "min_value":
      return `${problem.label} requires minimum value of ${problem.min}`;
    case "max_value":
      return `${problem.label} requires maximum value of ${problem.max}`;
    case "max_length":
      return `${problem.label} can not have more than ${problem.n} characters`;
    case "invalid_phone":
      return "Please enter valid phone number";
    case "other_required":
      return "Please enter other value";
    case "not_a_number":
      return `${problem.label} must be a number`;
    case "not_a_date":
      return `${problem.label} must be a date`;
    case "not_an_option":
      return `${problem.label} has a value that is not one of its options`;
    case "wrong_kind":
      return `${problem.label} has an answer of the wrong kind`;
    case "unknown_field":
      return "This form has no such field";
  }
}

/**
 * Holds a submission to its form with the same rules the guest's form applies (lib/domain), so a
 * caller that skips the form gets the same answers. Errors are keyed "submission.<field name>".
 */
export function checkAnswers(
  fields: readonly FormField[],
  submitted: Readonly<Record<string, FieldAnswer>>,
  country: string | null,
): CheckedAnswers {
  const inputs = Object.fromEntries(
    Object.entries(submitted).map(([name, answer]) => {
      const field = fields.find((candidate) => candidate.name === name && isAnswerField(candidate));
      return [name, field ? inputFromAnswer(field, answer) : answer];
    }),
  );
  const checked = checkForm(fields, inputs, country, normalisePhone);
  if (checked.ok) return checked;
  const errors: AnswerErrors = {};
  for (const [name, problem] of Object.entries(checked.problems)) errors[`submission.${name}`] = [problemText(problem)];
  return { ok: false, errors };
}
