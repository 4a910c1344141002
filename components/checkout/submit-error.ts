import { isApiError } from "@/lib/api/errors";

/** Errors.* keys of 001 section 8 for a failed order creation or merge. */
export type SubmitErrorKey = "submitOrder" | "noResponse" | "requestSetup";

/**
 * 'No response from server' when nothing came back, 'Error setting up request' when the request
 * could not be built, and the generic 'There was an error sending this order...' for everything else
 * (an error answer, or an answer that is not an order).
 */
export function submitErrorKey(error: unknown): SubmitErrorKey {
  if (isApiError(error) && error.kind === "no_response") return "noResponse";
  if (isApiError(error) && error.kind === "setup") return "requestSetup";
  return "submitOrder";
}

/** Longer texts are not a reason a guest can act on (or not one the venue API wrote). */
const DETAIL_MAX = 300;

/**
 * The venue API's own reason for refusing the order ("The venue is closed now.", "This venue delivers
 * only inside its delivery areas..."), shown under the generic message (001 section 3: "Failure stores
 * the error body"); null when the answer gave none.
 */
export function serverReason(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== "http") return null;
  const { body } = error;
  const detail = typeof body === "object" && body !== null ? Reflect.get(body, "detail") : null;
  if (typeof detail !== "string") return null;
  const text = detail.trim();
  return text !== "" && text.length <= DETAIL_MAX ? text : null;
}
