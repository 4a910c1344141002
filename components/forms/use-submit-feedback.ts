"use client";

import { useMutation } from "@tanstack/react-query";
import { isApiError } from "@/lib/api/errors";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { SubmissionPayloadInput } from "@/lib/api/schemas/submission";

/**
 * POST /{lang}/api/submission/ (000 section 7). Idle, submitting (pending), success (the 201's
 * message) or error; a failure's status and body are logged (000 section 8).
 */
export function useSubmitFeedback(lang: LanguageCode, onSubmitted?: () => void) {
  return useMutation({
    // Loaded on submit: the landing screen shows this form and should not download the API contract first.
    mutationFn: async (payload: SubmissionPayloadInput) => (await import("@/lib/api/browser")).browserApi().submitFeedback(lang, payload),
    onSuccess: () => onSubmitted?.(),
    onError: (error) => {
      if (isApiError(error)) console.error("form submission failed", { status: error.status, body: error.body });
      else console.error("form submission failed", error);
    },
  });
}
