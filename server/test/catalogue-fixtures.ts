import { isApiError } from "@/lib/api/errors";
import { testVenue } from "./fixtures/venue";
import type { TestApi } from "./harness";

// Venues and forms shared by the catalogue form, submission and geofence tests.

const option = (value: string, en: string, ar: string) => ({ label: { en, ar }, value });

/** Form 8 of the test venue: every field type of 000 section 3. */
export const everyField = {
  id: 8,
  name: { en: "Visit survey", ar: "استبيان الزيارة" },
  enable: true,
  enable_geofence: false,
  display_on_menu_load: false,
  form_data: [
    { type: "header", subtype: "h2", label: { en: "Tell us", ar: "أخبرنا" } },
    { type: "paragraph", label: { en: "<p>It takes a minute.</p>", ar: "<p>دقيقة واحدة.</p>" } },
    { type: "text", subtype: "email", name: "email", label: { en: "Email", ar: "البريد الإلكتروني" }, required: true, maxlength: 40 },
    { type: "text", subtype: "tel", name: "phone", label: { en: "Phone", ar: "الهاتف" } },
    { type: "number", name: "guests", label: { en: "Guests", ar: "الضيوف" }, min: 1, max: 12 },
    { type: "textarea", name: "comment", label: { en: "Comment", ar: "تعليق" }, maxlength: 20 },
    {
      type: "select",
      name: "visit",
      label: { en: "Visit", ar: "الزيارة" },
      values: [option("lunch", "Lunch", "غداء"), option("dinner", "Dinner", "عشاء")],
    },
    {
      type: "radio-group",
      name: "again",
      label: { en: "Again?", ar: "مرة أخرى؟" },
      required: true,
      values: [option("yes", "Yes", "نعم"), option("no", "No", "لا")],
    },
    {
      type: "checkbox-group",
      name: "liked",
      label: { en: "Liked", ar: "أعجبني" },
      other: true,
      values: [option("food", "Food", "الطعام"), option("service", "Service", "الخدمة")],
    },
    { type: "checkbox", name: "agree", label: { en: "I agree", ar: "أوافق" }, required: true },
    { type: "date", name: "day", label: { en: "Day", ar: "اليوم" } },
    { type: "starRating", name: "rating", label: { en: "Rating", ar: "التقييم" }, placeholder: "5", required: true },
    { type: "hidden", name: "source" },
  ],
};
export const disabledForm = { id: 9, name: { en: "Old", ar: "قديم" }, enable: false, enable_geofence: false, form_data: [] };
export const fencedForm = (id: number) => ({
  id,
  name: { en: "Fenced", ar: "محدد" },
  enable: true,
  enable_geofence: true,
  form_data: [{ type: "text", name: "comment", label: { en: "Comment", ar: "تعليق" } }],
});
const corners: [number, number][] = [
  [55.13, 25.07],
  [55.14, 25.07],
  [55.14, 25.08],
  [55.13, 25.08],
  [55.13, 25.07],
];
export const marina = { type: "Polygon" as const, coordinates: [corners] };

// The test venue's geofence: 500 m around (25.1972, 55.2744); one degree of latitude is ~111,195 m.
export const center = { lat: 25.1972, lng: 55.2744 };
export const north = (meters: number) => ({ lat: center.lat + meters / 111_195, lng: center.lng });
export const point = ({ lat, lng }: { lat: number; lng: number }) => ({
  type: "Point" as const,
  coordinates: [lng, lat] as [number, number],
});

/**
 * The test venue (id 100: a 500 m circle, form 5 geofenced, form 8 with every field type, form 9
 * switched off), "marina" (id 200: a polygon, form 20) and "anywhere" (id 300: no geofence, form 30).
 */
export async function importFormVenues(api: TestApi): Promise<void> {
  const testForm = testVenue().menu.forms;
  await api.importVenue(
    testVenue({}, { menu_country: "AE", forms: [...(Array.isArray(testForm) ? testForm : []), everyField, disabledForm] }),
  );
  await api.importVenue(
    testVenue({ license: "marina", custom_domains: [], geofence: { polygon: marina } }, { id: 200, forms: [fencedForm(20)] }),
  );
  await api.importVenue(testVenue({ license: "anywhere", custom_domains: [], geofence: null }, { id: 300, forms: [fencedForm(30)] }));
}

/** The status and body of a call the typed client rejected with an HTTP error. */
export async function failure(call: Promise<unknown>): Promise<{ status: number | null; body: unknown }> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error) && error.kind === "http") return { status: error.status, body: error.body };
    throw error;
  }
  throw new Error("expected the call to fail");
}
