import { isApiError } from "./api-error";
import { orderErrorBody, type OrderErrorBody } from "./schemas/order";

export { API_ERROR_TEXTS, ApiError, isAbortError, isApiError, type ApiErrorKind } from "./api-error";

/**
 * The server's own words from an error body: `message`, else `error`, else `detail` (the geofence
 * check shows the first of these, 000 section 8). null when the body has none.
 */
export function serverMessage(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  for (const key of ["message", "error", "detail"] as const) {
    const value: unknown = Reflect.get(body, key);
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return null;
}

/** The active order a failed creation points at, offered for merging (001 section 4); else null. */
export function existingOrderOf(error: unknown): NonNullable<OrderErrorBody["existing_order"]> | null {
  if (!isApiError(error) || error.kind !== "http") return null;
  const parsed = orderErrorBody.safeParse(error.body);
  return parsed.success ? parsed.data.existing_order : null;
}
