import type { MenuForm } from "@/lib/api/schemas/form";

export interface FeedbackFormLink {
  id: number;
  name: string;
}

/**
 * The form offered after a successful order: the first enabled form that is neither the onboarding
 * form (display_on_menu_load) nor geofenced (a guest leaving the venue could not send it).
 */
export function feedbackFormAfterOrder(forms: readonly MenuForm[]): FeedbackFormLink | null {
  const form = forms.find((entry) => entry.enable && !entry.display_on_menu_load && !entry.enable_geofence);
  return form ? { id: form.id, name: form.name } : null;
}
