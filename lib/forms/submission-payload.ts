import type { SubmissionPayloadInput } from "@/lib/api/schemas/submission";
import type { LatLng } from "@/lib/domain/geo";
import type { FieldAnswer } from "@/lib/domain/form-validation";

/** Where the guest submits from: the order location of a t/r/a link, and the gate's position. */
export interface SubmissionOrigin {
  /** The order location ("12"), null when the guest came without a table or room link. */
  label: string | null;
  /** The order location type as the cart holds it ("Table", "Room"). */
  type: string | null;
  /** The location gate's position, when the form has one. */
  location: LatLng | null;
}

/**
 * The payload of POST /{lang}/api/submission/ (000 sections 3 and 7). The landing variant passes no
 * origin and sends only feedback_id and submission; the form screen sends the origin fields it has,
 * origin_type in lower case and origin_location as a GeoJSON point (longitude first).
 */
export function submissionPayloadFor(
  feedbackId: number,
  answers: Record<string, FieldAnswer>,
  origin: SubmissionOrigin | null,
): SubmissionPayloadInput {
  const payload: SubmissionPayloadInput = { feedback_id: feedbackId, submission: answers };
  if (origin === null) return payload;
  if (origin.label !== null && origin.label !== "") payload.origin_label = origin.label;
  if (origin.type !== null && origin.type !== "") payload.origin_type = origin.type.toLowerCase();
  if (origin.location !== null) {
    payload.origin_location = { type: "Point", coordinates: [origin.location.lng, origin.location.lat] };
  }
  return payload;
}
