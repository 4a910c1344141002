import { z } from "zod";
import "@/lib/zod-config";
import { geoPoint } from "./common";
import { LIST_MAX, TEXT_MAX } from "./limits";
import { multiLineText, requestId, requestList, textField, tooMany } from "./request-fields";

/** One answer: text, several chosen values, a number (rating) or a tick. */
export const submissionAnswer = z.union([
  multiLineText(TEXT_MAX.form_answer),
  requestList(multiLineText(TEXT_MAX.form_answer), LIST_MAX.form_choices),
  z.number(),
  z.boolean(),
]);

/**
 * Payload of POST /{lang}/api/submission/. The onboarding and companion-screen variants send only
 * feedback_id and submission, so the origin fields are optional.
 */
export const submissionPayload = z.object({
  feedback_id: requestId,
  submission: z
    .record(textField("form_field_name"), submissionAnswer)
    .refine((answers) => Object.keys(answers).length <= LIST_MAX.form_answers, { message: tooMany(LIST_MAX.form_answers) }),
  origin_label: textField("origin_label").optional(),
  /** Lower-case location type: 'table' or 'room'. */
  origin_type: textField("origin_type").optional(),
  origin_location: geoPoint.nullable().optional(),
});

/** 201 answer; the message is venue HTML, to be sanitised before it is shown. */
/**
 * The 201 answer of a submission. `message_html`: the message sanitised by the guest app's server on
 * the way to the browser (lib/forms/form-html-answers.ts); the browser renders only that as HTML.
 */
export const submissionAnswerBody = z.object({
  message: z
    .string()
    .nullish()
    .transform((message) => message ?? ""),
  message_html: z.string().optional().catch(undefined),
});

export type SubmissionPayloadInput = z.input<typeof submissionPayload>;
export type SubmissionPayload = z.output<typeof submissionPayload>;
export type SubmissionAnswerBody = z.output<typeof submissionAnswerBody>;
