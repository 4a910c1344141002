import type { MenuForm } from "@/lib/api/schemas/form";

/** How the form screen gets its form (000 section 2). */
export type FormSource =
  | { source: "menu"; form: MenuForm }
  /** Not in the menu's list: the browser fetches it with GET /{lang}/api/feedback/{formId}/. */
  | { source: "fetch"; formId: number }
  /** Not a form id, or a form the venue switched off. */
  | { source: "none" };

/** Form ids are positive whole numbers; anything else in the path is not a form. */
export function parseFormId(segment: string): number | null {
  return /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null;
}

/** The form of /{lang}/form/{id}: from the menu's forms by id, else to be fetched. */
export function formSource(forms: readonly MenuForm[], segment: string): FormSource {
  const formId = parseFormId(segment);
  if (formId === null) return { source: "none" };
  const form = forms.find((entry) => entry.id === formId);
  if (!form) return { source: "fetch", formId };
  return form.enable ? { source: "menu", form } : { source: "none" };
}
