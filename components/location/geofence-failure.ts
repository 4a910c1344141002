import { isApiError, serverMessage } from "@/lib/api/errors";

/** Keys of messages Errors.* for the transport failures that have a guest-facing text (001 section 8). */
export type TransportFailureKey = "noResponse" | "requestSetup";

/**
 * What the panel shows for a failed geofence check (000 section 8): the server's own words (its
 * message or error field), else the transport's message, else null for the panel's default
 * 'Could not validate your location. Please try again.'
 */
export type GeofenceFailure = { server: string } | { transport: TransportFailureKey } | null;

export function geofenceFailure(error: unknown): GeofenceFailure {
  if (!isApiError(error)) return null;
  // A non-JSON body (an HTML error page, say) has no words of the server's to show: serverMessage skips it.
  const words = serverMessage(error.body);
  if (words !== null) return { server: words };
  if (error.kind === "no_response") return { transport: "noResponse" };
  if (error.kind === "setup") return { transport: "requestSetup" };
  // 'http' and 'invalid_answer' messages name the method and URL: for developers, not guests.
  return null;
}
