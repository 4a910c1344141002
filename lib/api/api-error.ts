/**
 * The error every venue API call rejects with, apart from aborts. Kept free of schemas (no zod at run
 * time), so a client component can tell failures apart without loading the API client.
 */
import type { z } from "zod";

/**
 * - http: the server answered with a non-2xx status (`status` and `body` hold its answer);
 * - no_response: the request went out and nothing came back (network, CORS, server down);
 * - setup: the request could not be built (a payload or path value failed its schema);
 * - invalid_answer: a 2xx answer that is not JSON or does not match its schema.
 */
export type ApiErrorKind = "http" | "no_response" | "setup" | "invalid_answer";

/** Guest-facing texts of 001 section 8 for the two kinds that have one. */
export const API_ERROR_TEXTS = {
  no_response: "No response from server",
  setup: "Error setting up request",
} as const;

interface ApiErrorDetails {
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly url: string;
  readonly status?: number;
  readonly body?: unknown;
  readonly issues?: readonly z.core.$ZodIssue[];
  readonly cause?: unknown;
  readonly message?: string;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly url: string;
  /** HTTP status for 'http' and 'invalid_answer'; null when no answer came. */
  readonly status: number | null;
  /** The answer's body: parsed JSON when it was JSON, else its text; undefined when no answer came. */
  readonly body: unknown;
  /** Schema failures for 'setup' and 'invalid_answer'. */
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(details: ApiErrorDetails) {
    super(details.message ?? defaultMessage(details), { cause: details.cause });
    this.name = "ApiError";
    this.kind = details.kind;
    this.method = details.method;
    this.url = details.url;
    this.status = details.status ?? null;
    this.body = details.body;
    this.issues = details.issues ?? [];
  }
}

function defaultMessage(details: ApiErrorDetails): string {
  switch (details.kind) {
    case "no_response":
      return API_ERROR_TEXTS.no_response;
    case "setup":
      return API_ERROR_TEXTS.setup;
    case "http":
      return `${details.method} ${details.url} answered ${details.status ?? "?"}`;
    case "invalid_answer":
      return `${details.method} ${details.url} gave an answer that does not match its schema`;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Aborted calls reject with the platform's AbortError untouched, so callers can ignore them. */
export function isAbortError(error: unknown): boolean {
  return typeof error === "object" && error !== null && Reflect.get(error, "name") === "AbortError";
}
