import { createElement } from "react";
import type { FormField } from "@/lib/api/schemas/form";
import { htmlToText } from "@/lib/domain/html-text";

const LEVELS = ["h2", "h3", "h4", "h5", "h6"] as const;

/** The screen's own title is the h1, so a builder header sits at h2 or below. */
function headingTag(subtype: string) {
  const level = Number(/^h([1-6])$/.exec(subtype)?.[1] ?? 2);
  return LEVELS[Math.max(0, level - 2)] ?? "h2";
}

/**
 * Header and paragraph fields (content, not questions). A paragraph is venue HTML sanitised on the
 * server (`html`: by the page for a menu form, by the /backend route for a fetched one); without it
 * the paragraph shows as text.
 */
export function FormContent({ field, html }: { field: FormField; html: string | undefined }) {
  if (field.type === "header") {
    return createElement(headingTag(field.subtype), { className: "font-title text-xl" }, htmlToText(field.label));
  }
  if (html !== undefined) return <div className="venue-html" dangerouslySetInnerHTML={{ __html: html }} />;
  return <p>{htmlToText(field.label)}</p>;
}
