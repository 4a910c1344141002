import type { MenuForm } from "@/lib/api/schemas/form";

/**
 * The form that replaces Open Menu on the landing screen (000 section 2): the first enabled form
 * flagged display_on_menu_load that this browser has not submitted. A form behind the location gate
 * is left out: the landing variant sends no origin_location, so the venue API would refuse it.
 */
export function landingForm(forms: readonly MenuForm[], submitted: ReadonlySet<number>): MenuForm | null {
  return forms.find((form) => form.enable && form.display_on_menu_load && !form.enable_geofence && !submitted.has(form.id)) ?? null;
}
