import { useState } from "react";
import { isApiError } from "@/lib/api/api-error";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { SubmissionAnswerBody, SubmissionPayloadInput } from "@/lib/api/schemas/submission";

type Unsent = { isPending: boolean; isError: boolean; isSuccess: false; data: undefined };
type SubmitState = Unsent | { isPending: false; isError: false; isSuccess: true; data: SubmissionAnswerBody };

export type SubmitFeedback = SubmitState & { mutate: (payload: SubmissionPayloadInput) => void };

const IDLE: Unsent = { isPending: false, isError: false, isSuccess: false, data: undefined };

/**
 * POST /{lang}/api/submission/ (000 section 7). Idle, submitting (pending), success (the 201's
 * message) or error; a failure's status and body are logged (000 section 8). Its own state rather
 * than React Query's: the landing screen shows this form and should not load React Query for it.
 */
export function useSubmitFeedback(lang: LanguageCode, onSubmitted?: () => void): SubmitFeedback {
  const [state, setState] = useState<SubmitState>(IDLE);

  const mutate = (payload: SubmissionPayloadInput) => {
    setState({ ...IDLE, isPending: true });
    void (async () => {
      try {
        // Loaded on submit: the landing screen shows this form and should not download the API contract first.
        const data = await (await import("@/lib/api/browser")).browserApi().submitFeedback(lang, payload);
        onSubmitted?.();
        setState({ isPending: false, isError: false, isSuccess: true, data });
      } catch (error) {
        if (isApiError(error)) console.error("form submission failed", { status: error.status, body: error.body });
        else console.error("form submission failed", error);
        setState({ ...IDLE, isError: true });
      }
    })();
  };

  return { ...state, mutate };
}
