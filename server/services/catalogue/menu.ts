import { splitHourEntries } from "@/lib/domain/hours";
import type { Language } from "@/lib/domain/language";
import { venueOpenState } from "@/lib/domain/venue-open";
import { localise } from "../../venue/localise";
import { defaultLanguageOf, venueLanguage, type VenueRow } from "./venues";

type JsonObject = Record<string, unknown>;

const asObject = (value: unknown): JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as JsonObject) : {};

/**
 * Whether the venue is open at `now` (000 section 4), from the stored opening_hours, closing_rules and
 * timezone. Closures may also sit among opening_hours entries (splitHourEntries reads both shapes).
 */
export function venueIsOpen(document: unknown, now: Date): boolean {
  const doc = asObject(document);
  const opening = splitHourEntries(doc.opening_hours);
  const closing = splitHourEntries(doc.closing_rules);
  const timezone = typeof doc.timezone === "string" ? doc.timezone : null;
  const isOpen = typeof doc.isOpen === "boolean" ? doc.isOpen : null;
  return venueOpenState({ isOpen, opening_hours: opening.hours, closing_rules: [...closing.closures, ...opening.closures], timezone }, now)
    .open;
}

/**
 * The menu call's answer: the stored document in `language` (the venue default filling gaps) with the
 * venue's licence, its status as stored, its languages, the language answered in and the open state.
 */
export function menuAnswer(venue: VenueRow, requested: Language, now: Date): { language: Language; body: JsonObject } {
  const language = venueLanguage(venue, requested);
  const localised = asObject(localise(venue.document, language, defaultLanguageOf(venue)));
  return {
    language,
    body: {
      ...localised,
      id: venue.id,
      license: venue.license,
      license_status: venue.licenseStatus,
      default_language: venue.defaultLanguage,
      languages: venue.languages,
      selected_language: language,
      isOpen: venueIsOpen(venue.document, now),
    },
  };
}

/** The venue's name in `language`, as the manifest and icons show it. */
export function venueName(venue: VenueRow, language: Language): string {
  const doc = asObject(venue.document);
  const name = localise(doc.name ?? "", language, defaultLanguageOf(venue));
  return typeof name === "string" && name.trim() !== "" ? name.trim() : venue.license;
}

/** A theme_data entry of the stored document, when it is text. */
export function themeValue(venue: VenueRow, key: string): string | null {
  const value = asObject(asObject(venue.document).theme_data)[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}
