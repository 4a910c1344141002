import type { FormField } from "@/lib/api/schemas/form";
import { FORM_ANSWER_MAX_LENGTH } from "@/lib/api/schemas/limits";
import { readDateInput } from "./date-input";
import { allowsMany, fieldKind, fieldLabel, isAnswerField, isPhoneField, starCount } from "./form-field";

/**
 * Reads a phone number for the menu's country, in E.164, or null when it is not valid: lib/domain/phone.ts
 * (libphonenumber-js). Passed in, so a form without a phone field does not load it (issue 13 item 3);
 * without one, a phone answer is refused.
 */
export type PhoneReader = (value: string, country: string | null) => string | null;

/** A choice as the guest makes it: ticked option values, and the Other text when Other is ticked. */
export type ChoiceInput = { values: string[]; other: string | null };

/** What a guest has entered in one field, before it is checked (a bare list only comes from API callers). */
export type FieldInput = string | number | boolean | ChoiceInput | readonly string[] | undefined;

/** What is sent for one field (the submission payload's answer). */
export type FieldAnswer = string | string[] | number | boolean;

/**
 * Why an answer is refused. The first seven are the specification's messages (000 section 5); the
 * rest only reach the server, from callers that do not use the form's own controls.
 */
export type FieldProblem =
  | { code: "required"; label: string }
  | { code: "invalid_email" }
  | { code: "min_value"; label: string; min: number }
  | { code: "max_value"; label: string; max: number }
  | { code: "max_length"; label: string; n: number }
  | { code: "invalid_phone" }
  | { code: "other_required" }
  | { code: "not_a_number"; label: string }
  | { code: "not_a_date"; label: string }
  | { code: "not_an_option"; label: string }
  | { code: "wrong_kind"; label: string }
  | { code: "unknown_field" };

export type FieldCheck = { ok: true; answer: FieldAnswer | undefined } | { ok: false; problem: FieldProblem };

// The pattern guest forms commonly apply: one @, no spaces, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isChoice = (input: FieldInput): input is ChoiceInput => typeof input === "object" && !Array.isArray(input);

function isBlank(input: FieldInput): boolean {
  if (input === undefined || input === false) return true;
  if (typeof input === "string") return input.trim() === "";
  if (isChoice(input)) return input.values.length === 0 && input.other === null;
  return false;
}

function checkText(field: FormField, input: FieldInput, country: string | null, readPhone: PhoneReader | null): FieldCheck {
  const label = fieldLabel(field);
  if (typeof input !== "string") return { ok: false, problem: { code: "wrong_kind", label } };
  const value = input.trim();
  const maxLength = Math.min(field.maxlength ?? FORM_ANSWER_MAX_LENGTH, FORM_ANSWER_MAX_LENGTH);
  if (value.length > maxLength) {
    return { ok: false, problem: { code: "max_length", label, n: maxLength } };
  }
  if (field.subtype === "email" && !EMAIL.test(value)) return { ok: false, problem: { code: "invalid_email" } };
  if (isPhoneField(field)) {
    const phone = readPhone ? readPhone(value, country) : null;
    return phone === null ? { ok: false, problem: { code: "invalid_phone" } } : { ok: true, answer: phone };
  }
  return { ok: true, answer: value };
}

function checkNumber(field: FormField, input: FieldInput, min: number | null, max: number | null): FieldCheck {
  const label = fieldLabel(field);
  const number = typeof input === "number" ? input : typeof input === "string" ? Number(input.trim()) : Number.NaN;
  if (!Number.isFinite(number)) return { ok: false, problem: { code: "not_a_number", label } };
  if (min !== null && number < min) return { ok: false, problem: { code: "min_value", label, min } };
  if (max !== null && number > max) return { ok: false, problem: { code: "max_value", label, max } };
  return { ok: true, answer: number };
}

function checkChoice(field: FormField, input: FieldInput): FieldCheck {
  const label = fieldLabel(field);
  if (!isChoice(input)) return { ok: false, problem: { code: "wrong_kind", label } };
  const options = new Set(field.values.map((option) => option.value));
  if (input.values.some((value) => !options.has(value))) return { ok: false, problem: { code: "not_an_option", label } };
  if (input.other !== null) {
    if (!field.other) return { ok: false, problem: { code: "not_an_option", label } };
    if (input.other.trim() === "") return { ok: false, problem: { code: "other_required" } };
  }
  const chosen = input.other === null ? input.values : [...input.values, input.other.trim()];
  if (allowsMany(field)) return { ok: true, answer: chosen };
  if (chosen.length > 1) return { ok: false, problem: { code: "wrong_kind", label } };
  return { ok: true, answer: chosen[0] ?? "" };
}

function checkFilled(field: FormField, input: FieldInput, country: string | null, readPhone: PhoneReader | null): FieldCheck {
  switch (fieldKind(field)) {
    case "text":
      return checkText(field, input, country, readPhone);
    case "number":
      return checkNumber(field, input, field.min, field.max);
    case "stars":
      return checkNumber(field, input, 1, starCount(field));
    case "choice":
      return checkChoice(field, input);
    case "toggle":
      return typeof input === "boolean"
        ? { ok: true, answer: input }
        : { ok: false, problem: { code: "wrong_kind", label: fieldLabel(field) } };
    case "date": {
      // A text field in the screen's digits (lib/domain/date-input.ts); the answer is the ISO date.
      const date = typeof input === "string" ? readDateInput(input) : null;
      return date !== null ? { ok: true, answer: date } : { ok: false, problem: { code: "not_a_date", label: fieldLabel(field) } };
    }
    default:
      return typeof input === "string"
        ? { ok: true, answer: input }
        : { ok: false, problem: { code: "wrong_kind", label: fieldLabel(field) } };
  }
}

/**
 * Checks one field's input by 000 section 5: required first, then the field's own rule. A blank
 * optional field gives no answer; a valid one gives the answer to send (phones in E.164, numbers as
 * numbers, trimmed text, the Other text in place of 'Other').
 */
export function checkField(field: FormField, input: FieldInput, country: string | null, readPhone: PhoneReader | null): FieldCheck {
  if (isBlank(input)) {
    // A toggle left off is an answer ("no"), not a missing one, unless the field is required.
    if (field.required) return { ok: false, problem: { code: "required", label: fieldLabel(field) } };
    return { ok: true, answer: input === false ? false : undefined };
  }
  return checkFilled(field, input, country, readPhone);
}

export type FormCheck = { ok: true; answers: Record<string, FieldAnswer> } | { ok: false; problems: Record<string, FieldProblem> };

/** Checks every answer field of a form; inputs for names the form does not ask are refused. */
export function checkForm(
  fields: readonly FormField[],
  inputs: Readonly<Record<string, FieldInput>>,
  country: string | null,
  readPhone: PhoneReader | null,
): FormCheck {
  const asked = fields.filter(isAnswerField);
  const names = new Set(asked.map((field) => field.name));
  const problems: Record<string, FieldProblem> = {};
  const answers: Record<string, FieldAnswer> = {};
  for (const name of Object.keys(inputs)) if (!names.has(name)) problems[name] = { code: "unknown_field" };
  for (const field of asked) {
    const checked = checkField(field, inputs[field.name], country, readPhone);
    if (!checked.ok) problems[field.name] = checked.problem;
    else if (checked.answer !== undefined) answers[field.name] = checked.answer;
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, answers };
}

/** Reads a submitted answer (as the payload carries it) back into the input a guest would have made. */
export function inputFromAnswer(field: FormField, answer: FieldAnswer | undefined): FieldInput {
  if (answer === undefined || fieldKind(field) !== "choice") return answer;
  if (typeof answer !== "string" && !Array.isArray(answer)) return answer;
  const options = new Set(field.values.map((option) => option.value));
  const given = typeof answer === "string" ? [answer] : answer;
  if (given.length === 1 && given[0] === "") return { values: [], other: null };
  const values = given.filter((value) => options.has(value));
  const others = given.filter((value) => !options.has(value));
  // Only one Other text exists; anything beyond it is not one of the options.
  if (others.length > 1 || (others.length === 1 && !field.other)) return { values: [...values, ...others], other: null };
  return { values, other: others[0] ?? null };
}
