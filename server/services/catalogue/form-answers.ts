import { isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js";
import type { FormField } from "@/lib/api/schemas/form";
import type { z } from "zod";
import type { submissionAnswer } from "@/lib/api/schemas/submission";

type Answer = z.output<typeof submissionAnswer>;
export type AnswerErrors = Record<string, string[]>;
export type CheckedAnswers = { ok: true; answers: Record<string, Answer> } | { ok: false; errors: AnswerErrors };

/** Field types that display content and take no answer. */
const DISPLAY_ONLY = new Set(["header", "paragraph"]);
const CHOICE_TYPES = new Set(["select", "radio-group", "checkbox-group", "checkbox"]);
// The same pattern guest forms commonly apply: one @, no spaces, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DEFAULT_STARS = 5;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** Labels are HTML in the builder; messages show them as text (000 section 5). */
export function labelText(field: FormField): string {
  const text = field.label
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, entity: string) => ENTITIES[entity] ?? "")
    .trim();
  return text || field.name;
}

const isEmpty = (answer: Answer | undefined): boolean =>
  answer === undefined ||
  answer === false ||
  (typeof answer === "string" && answer.trim() === "") ||
  (Array.isArray(answer) && answer.every((value) => value.trim() === ""));

type FieldCheck = { value: Answer } | { error: string };

function checkText(field: FormField, answer: Answer, country: string | null): FieldCheck {
  const label = labelText(field);
  if (typeof answer !== "string") return { error: `${label} must be text` };
  const value = answer.trim();
  if (field.maxlength !== null && value.length > field.maxlength) {
    return { error: `${label} can not have more than ${field.maxlength} characters` };
  }
  if (field.subtype === "email" && !EMAIL.test(value)) return { error: "Invalid email address" };
  if (field.subtype === "tel") {
    const region = country?.toUpperCase();
    const phone = parsePhoneNumberFromString(value, region && isSupportedCountry(region) ? region : undefined);
    // Stored normalised to E.164, as the guest form stores it.
    return phone?.isValid() ? { value: phone.number } : { error: "Please enter valid phone number" };
  }
  return { value };
}

function checkNumber(field: FormField, answer: Answer, bounds: { min: number | null; max: number | null }): FieldCheck {
  const label = labelText(field);
  const number = typeof answer === "number" ? answer : typeof answer === "string" ? Number(answer.trim()) : Number.NaN;
  if (!Number.isFinite(number)) return { error: `${label} must be a number` };
  if (bounds.min !== null && number < bounds.min) return { error: `${label} requires minimum value of ${bounds.min}` };
  if (bounds.max !== null && number > bounds.max) return { error: `${label} requires maximum value of ${bounds.max}` };
  return { value: number };
}

function checkChoice(field: FormField, answer: Answer): FieldCheck {
  const label = labelText(field);
  if (field.type === "checkbox" && field.values.length === 0) {
    return typeof answer === "boolean" ? { value: answer } : { error: `${label} must be true or false` };
  }
  const many = field.type === "checkbox-group" || field.type === "checkbox" || (field.type === "select" && field.multiple);
  const chosen = typeof answer === "string" ? [answer] : Array.isArray(answer) ? answer : null;
  if (chosen === null || (!many && chosen.length > 1)) return { error: `${label} has an answer of the wrong kind` };
  const options = new Set(field.values.map((option) => option.value));
  for (const value of chosen) {
    if (options.has(value)) continue;
    if (!field.other) return { error: `${label} has a value that is not one of its options` };
    // With 'Other' chosen, the value is the guest's own text.
    if (value.trim() === "") return { error: "Please enter other value" };
  }
  return { value: many ? chosen : (chosen[0] ?? "") };
}

function checkStars(field: FormField, answer: Answer): FieldCheck {
  const stars = Number(field.placeholder);
  const max = Number.isInteger(stars) && stars > 0 ? stars : DEFAULT_STARS;
  return checkNumber(field, answer, { min: 1, max });
}

function checkField(field: FormField, answer: Answer, country: string | null): FieldCheck {
  if (field.type === "text" || field.type === "textarea") return checkText(field, answer, country);
  if (field.type === "number") return checkNumber(field, answer, { min: field.min, max: field.max });
  if (field.type === "starRating") return checkStars(field, answer);
  if (CHOICE_TYPES.has(field.type)) return checkChoice(field, answer);
  if (field.type === "date") {
    const ok = typeof answer === "string" && /^\d{4}-\d{2}-\d{2}/.test(answer) && !Number.isNaN(Date.parse(answer));
    return ok ? { value: answer } : { error: `${labelText(field)} must be a date` };
  }
  // hidden and field types this server does not know: kept as sent.
  return { value: answer };
}

/**
 * Checks a submission against its form (000 section 5 rules the server can hold the guest to):
 * required fields, text length, e-mail and phone (the menu's country), number bounds, star range, and
 * choices among the field's values unless it offers Other. Names the form does not ask for are refused.
 * Errors are keyed "submission.<field name>", as the API's other field errors are.
 */
export function checkAnswers(fields: readonly FormField[], submitted: Readonly<Record<string, Answer>>, country: string | null): CheckedAnswers {
  const errors: AnswerErrors = {};
  const answers: Record<string, Answer> = {};
  const inputs = fields.filter((field) => field.name !== "" && !DISPLAY_ONLY.has(field.type));
  const known = new Set(inputs.map((field) => field.name));
  for (const name of Object.keys(submitted)) {
    if (!known.has(name)) errors[`submission.${name}`] = ["This form has no such field"];
  }
  for (const field of inputs) {
    const answer = submitted[field.name];
    if (answer === undefined || isEmpty(answer)) {
      if (field.required) errors[`submission.${field.name}`] = [`${labelText(field)} is a required field`];
      else if (answer !== undefined) answers[field.name] = answer;
      continue;
    }
    const checked = checkField(field, answer, country);
    if ("error" in checked) errors[`submission.${field.name}`] = [checked.error];
    else answers[field.name] = checked.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, answers };
}
