import "server-only";
import type { FormField } from "@/lib/api/schemas/form";
import { sanitiseHtml } from "@/lib/venue/sanitise";

/** Sanitised HTML of a form's paragraph fields, by their position in form_data (000 section 5). */
export type ParagraphHtml = Record<number, string>;

export function paragraphHtml(fields: readonly FormField[]): ParagraphHtml {
  const html: ParagraphHtml = {};
  fields.forEach((field, index) => {
    if (field.type === "paragraph") html[index] = sanitiseHtml(field.label);
  });
  return html;
}
