import type { VenueFileInput } from "@/server/venue/venue-file";
import { demoVenue, fixtureVenueFile } from "./fixture-venue-file";

/**
 * The fixture venue of e2e/landing-form.spec.ts (000 section 2): the demo's welcome form, flagged
 * display_on_menu_load, so it stands where Open Menu would be, and the demo's on-load promotion over
 * the landing. The demo itself shows its guests Open Menu (issue 28 item 11); the rule is tested here.
 */
export const LANDING_FORM_VENUE = {
  licence: "e2e-landing-form",
  host: "landing-form.localhost",
  menuId: 92850,
  name: "Saffron & Sand",
  /** The demo's form 1 under an id of its own: form ids are global. */
  form: 92851,
} as const;

export function landingFormVenue(): VenueFileInput {
  const demo = demoVenue();
  const forms = demo.menu.forms as { id: number }[];
  const promotions = demo.menu.promotions as { id: number }[];
  return fixtureVenueFile(demo, LANDING_FORM_VENUE, {
    forms: forms.filter((form) => form.id === 1).map((form) => ({ ...form, id: LANDING_FORM_VENUE.form, display_on_menu_load: true })),
    promotions: promotions.filter((promotion) => promotion.id === demo.menu.promotion_on_load),
    promotion_on_load: demo.menu.promotion_on_load,
  });
}
