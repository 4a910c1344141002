import type { FormField } from "@/lib/api/schemas/form";
import { htmlToText } from "./html-text";

/** How a form field behaves: what it shows and what kind of answer it takes. */
export type FieldKind = "content" | "text" | "number" | "date" | "choice" | "toggle" | "stars" | "hidden" | "unknown";

const CHOICE_TYPES = new Set(["select", "radio-group", "checkbox-group", "checkbox"]);
const DEFAULT_STARS = 5;

export function fieldKind(field: FormField): FieldKind {
  if (field.type === "header" || field.type === "paragraph") return "content";
  if (field.type === "text" || field.type === "textarea") return "text";
  if (field.type === "number") return "number";
  if (field.type === "date") return "date";
  if (field.type === "starRating") return "stars";
  if (field.type === "hidden") return "hidden";
  // A lone checkbox with no options is a yes/no tick (a toggle when the builder says so).
  if (field.type === "checkbox" && field.values.length === 0) return "toggle";
  if (CHOICE_TYPES.has(field.type)) return "choice";
  return "unknown";
}

/** A phone field (a text field of subtype tel): its answers are read with lib/domain/phone.ts. */
export function isPhoneField(field: FormField): boolean {
  return fieldKind(field) === "text" && field.subtype === "tel";
}

/** The form asks for a phone number somewhere, so it needs the phone reader. */
export function hasPhoneField(fields: readonly FormField[]): boolean {
  return fields.some(isPhoneField);
}

/** Fields that take an answer; content fields and unknown types are not asked. */
export function isAnswerField(field: FormField): boolean {
  const kind = fieldKind(field);
  return field.name !== "" && kind !== "content" && kind !== "unknown";
}

/** Several values may be chosen: checkbox groups, and selects marked multiple. */
export function allowsMany(field: FormField): boolean {
  return field.type === "checkbox-group" || field.type === "checkbox" || (field.type === "select" && field.multiple);
}

/** The label as text, falling back to the field name so messages never read " is a required field". */
export function fieldLabel(field: FormField): string {
  return htmlToText(field.label) || field.name;
}

/** "Stars count from the placeholder" (000 section 5); five when it holds no whole number. */
export function starCount(field: FormField): number {
  const stars = Number(field.placeholder);
  return Number.isInteger(stars) && stars > 0 ? stars : DEFAULT_STARS;
}
