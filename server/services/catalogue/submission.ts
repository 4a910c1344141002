import type { SubmissionPayload } from "@/lib/api/schemas/submission";
import type { Language } from "@/lib/domain/language";
import type { Db } from "../../db/client";
import { feedbackSubmissions } from "../../db/schema";
import { ApiProblem } from "../../errors";
import { checkAnswers } from "./form-answers";
import { loadForm } from "./forms";
import { geofenceAllowsPoint, venueGeofences } from "./geofence";

/** The 201 message per request language: fixed texts, so no guest input can reach the HTML. */
export const THANK_YOU: Record<Language, string> = {
  en: "Thank you! Your feedback has been received.",
  ar: "شكراً لك! تم استلام ملاحظاتك.",
  de: "Vielen Dank! Ihr Feedback ist eingegangen.",
  es: "¡Gracias! Hemos recibido sus comentarios.",
  fa: "سپاسگزاریم! بازخورد شما دریافت شد.",
  fr: "Merci ! Votre avis a bien été reçu.",
  he: "תודה! המשוב שלך התקבל.",
  it: "Grazie! Il tuo feedback è stato ricevuto.",
  ja: "ありがとうございます。ご意見を受け付けました。",
  kp: "감사합니다! 의견이 접수되었습니다.",
  nl: "Bedankt! Uw feedback is ontvangen.",
  ru: "Спасибо! Ваш отзыв получен.",
  th: "ขอบคุณ! เราได้รับความคิดเห็นของคุณแล้ว",
  tr: "Teşekkürler! Geri bildiriminiz alındı.",
  "zh-hans": "谢谢！我们已收到您的反馈。",
};

const OUTSIDE = "You’re currently outside the allowed area.";
const NO_LOCATION = "Your location is needed to submit this form.";

export function thankYouHtml(language: Language): string {
  return `<p>${THANK_YOU[language]}</p>`;
}

const menuCountry = (document: unknown): string | null => {
  const country: unknown = typeof document === "object" && document !== null ? Reflect.get(document, "menu_country") : null;
  return typeof country === "string" && country.trim() !== "" ? country.trim() : null;
};

/**
 * Stores one feedback submission. Unknown or disabled form: 404. A form with enable_geofence needs
 * origin_location inside the venue's geofence (403 { detail, allowed: false }). Answers are checked
 * against the form (400 with the failing fields). One insert, so a refused submission stores nothing.
 */
export async function submitFeedback(db: Db, language: Language, payload: SubmissionPayload): Promise<{ message: string }> {
  const loaded = await loadForm(db, payload.feedback_id, language);
  const { venue, form, fields } = loaded;
  const location = payload.origin_location ?? null;
  if (form.enable_geofence === true) {
    if (!location) throw new ApiProblem(403, { detail: NO_LOCATION, allowed: false });
    const [lng, lat] = location.coordinates;
    if (!geofenceAllowsPoint(await venueGeofences(db, venue.id), { lat, lng })) {
      throw new ApiProblem(403, { detail: OUTSIDE, allowed: false });
    }
  }
  const checked = checkAnswers(fields, payload.submission, menuCountry(venue.document));
  if (!checked.ok) throw new ApiProblem(400, { detail: "Invalid submission.", errors: checked.errors });
  await db.insert(feedbackSubmissions).values({
    venueId: venue.id,
    formId: payload.feedback_id,
    language,
    submission: checked.answers,
    originLabel: payload.origin_label ?? null,
    originType: payload.origin_type?.toLowerCase() ?? null,
    originLocation: location,
  });
  return { message: thankYouHtml(language) };
}
