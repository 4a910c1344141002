import type { FailedCall } from "@/lib/domain/venue-lookup";
import { isApiError } from "./api-error";

/** A rejected API call as lib/domain/venue-lookup.ts reads it. */
export function failedCall(error: unknown): FailedCall {
  return isApiError(error) ? { kind: error.kind, status: error.status } : { kind: null, status: null };
}
