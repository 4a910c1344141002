import type { VenueFileInput } from "@/server/venue/venue-file";
import { CASH_ONLY, demoVenue, fixtureVenueFile, NAME_ONLY_CHECKOUT } from "./fixture-venue-file";

/**
 * The fixture venue of e2e/digits.spec.ts (issue 28 item 10): the demo venue as a guest meets it, in
 * English and Arabic, with Arabic-Indic digits and the US$ second currency on, its catalogue, taxes,
 * footers, tables and forms (the landing's form 1 and form 2 with a phone placeholder, a number and a
 * date), open around the clock, cash only, a checkout asking only a name, no geofence.
 */
export const DIGITS_VENUE = {
  licence: "e2e-digits-28",
  host: "digits.localhost",
  menuId: 92810,
  name: "Saffron & Sand Digits",
  /** Avocado toast with za'atar: AED 45, 10 % off, no choices. */
  toast: { id: 103, en: "Avocado toast with za'atar", ar: "توست الأفوكادو بالزعتر" },
  table: 3,
  /** The demo's forms 1 (on the landing) and 2 (every field type), under ids of their own: form ids are global. */
  forms: { landing: 92811, feedback: 92812 },
} as const;

export function digitsVenue(): VenueFileInput {
  const source = demoVenue();
  return fixtureVenueFile(
    source,
    DIGITS_VENUE,
    {
      ...NAME_ONLY_CHECKOUT,
      ...CASH_ONLY,
      forms: (source.menu.forms as { id: number }[])
        .filter((form) => form.id === 1 || form.id === 2)
        .map((form) =>
          // Form 1 stands in for Open Menu here; the demo itself no longer puts it on its landing (issue 28 item 11).
          form.id === 1
            ? { ...form, id: DIGITS_VENUE.forms.landing, display_on_menu_load: true }
            : { ...form, id: DIGITS_VENUE.forms.feedback },
        ),
      home_header_text: source.menu.home_header_text,
      home_footer_text: source.menu.home_footer_text,
    },
    {
      languages: [
        { code: "en", name_local: "English" },
        { code: "ar", name_local: "العربية" },
      ],
      table_sections: source.table_sections as VenueFileInput["table_sections"],
    },
  );
}
