import { z } from "zod";
import { geoPoint, id } from "./common";

/** One answer: text, several chosen values, a number (rating) or a tick. */
export const submissionAnswer = z.union([z.string(), z.array(z.string()), z.number(), z.boolean()]);

/**
 * Payload of POST /{lang}/api/submission/. The onboarding and companion-screen variants send only
 * feedback_id and submission, so the origin fields are optional.
 */
export const submissionPayload = z.object({
  feedback_id: id,
  submission: z.record(z.string(), submissionAnswer),
  origin_label: z.string().optional(),
  /** Lower-case location type: 'table' or 'room'. */
  origin_type: z.string().optional(),
  origin_location: geoPoint.nullable().optional(),
});

/** 201 answer; the message is venue HTML, to be sanitised before it is shown. */
export const submissionAnswerBody = z.object({ message: z.string().nullish().transform((message) => message ?? "") });

export type SubmissionPayloadInput = z.input<typeof submissionPayload>;
export type SubmissionPayload = z.output<typeof submissionPayload>;
export type SubmissionAnswerBody = z.output<typeof submissionAnswerBody>;
