import type { MenuForm } from "@/lib/api/schemas/form";
import type { ParagraphHtml } from "@/lib/forms/paragraph-html";

/** The form the order screen shows, with its paragraphs sanitised on the server, and the menu's country for phone fields. */
export interface OrderFeedbackForm {
  form: MenuForm;
  paragraphs: ParagraphHtml;
  country: string | null;
}

/**
 * The form offered after a successful order: the first enabled form that is neither the onboarding
 * form (display_on_menu_load) nor geofenced (a guest leaving the venue could not send it).
 */
export function feedbackFormAfterOrder(forms: readonly MenuForm[]): MenuForm | null {
  return forms.find((entry) => entry.enable && !entry.display_on_menu_load && !entry.enable_geofence) ?? null;
}
