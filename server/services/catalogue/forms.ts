import { formData, type FormField } from "@/lib/api/schemas/form";
import type { Language } from "@/lib/domain/language";
import type { Db } from "../../db/client";
import { notFound } from "../../errors";
import { localise } from "../../venue/localise";
import { defaultLanguageOf, findVenueByFormId, formsOf, venueLanguage, type VenueRow } from "./venues";

export interface VenueForm {
  venue: VenueRow;
  /** The form entry as stored, localised to `language`. */
  form: Record<string, unknown>;
  language: Language;
  fields: FormField[];
}

/**
 * An enabled form by id, localised like the menu: the requested language when the venue offers it,
 * else its default. A form switched off (enable not true) is answered as unknown.
 */
export async function loadForm(db: Db, formId: number, requested: Language): Promise<VenueForm> {
  const venue = await findVenueByFormId(db, formId);
  const stored = venue ? formsOf(venue.document).find((form) => Number(form.id) === formId) : undefined;
  if (!venue || !stored || stored.enable !== true) throw notFound("Form");
  const language = venueLanguage(venue, requested);
  const localised = localise(stored, language, defaultLanguageOf(venue));
  const form = typeof localised === "object" && localised !== null && !Array.isArray(localised) ? localised : {};
  const parsed = formData.safeParse(form.form_data);
  return { venue, form, language, fields: parsed.success ? parsed.data : [] };
}

/** The answer of GET /{lang}/api/feedback/{formId}/: the form as stored, in one language. */
export function formAnswer({ form }: VenueForm): Record<string, unknown> {
  return { ...form, id: Number(form.id), enable_geofence: form.enable_geofence === true };
}
