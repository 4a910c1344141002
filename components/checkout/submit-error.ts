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
