/**
 * What a failed venue lookup (custom-domain, language list, menu) means to the guest (000 section 4).
 * "Custom-domain failure: licence none" is read as the API saying the venue is not there (404, or a
 * request it refuses, 4xx): the unlicensed screen. An API that does not answer, answers 5xx or answers
 * nonsense says nothing about the venue: the error state, with a retry, and never cached.
 */
export type LookupFailure = "unlicensed" | "unavailable";

export interface FailedCall {
  /** ApiError's kind; null for an error that is not the API client's. */
  kind: "http" | "no_response" | "setup" | "invalid_answer" | null;
  /** The answer's status, null when none came. */
  status: number | null;
}

export function lookupFailure({ kind, status }: FailedCall): LookupFailure {
  if (kind === "setup") return "unlicensed";
  if (kind === "http" && status !== null && status >= 400 && status < 500) return "unlicensed";
  return "unavailable";
}
