import { formDefinition, formField } from "./form";
import { submissionAnswerBody, submissionPayload } from "./submission";

describe("form definition (GET /{lang}/api/feedback/{formId}/)", () => {
  const answer = {
    id: 2,
    name: "Feedback",
    enable_geofence: true,
    form_data: [
      { type: "header", subtype: "h2", label: "Tell us" },
      {
        type: "text",
        subtype: "email",
        name: "email",
        label: "Email",
        placeholder: "you@example.com",
        required: true,
        className: "form-control",
      },
      { type: "number", name: "guests", label: "Guests", min: "1", max: 12, step: 1 },
      { type: "textarea", name: "comment", label: "Comment", maxlength: "200", rows: 3 },
      { type: "starRating", name: "rating", label: "Rating", placeholder: "5", required: "true" },
      {
        type: "checkbox-group",
        name: "liked",
        label: "What did you like?",
        other: true,
        inline: "false",
        values: [
          { label: "Food", value: "food", selected: true },
          { label: "Service", value: "service" },
        ],
      },
    ],
  };

  it("reads every field definition with numbers and flags settled", () => {
    const form = formDefinition.parse(answer);
    expect(form.enable_geofence).toBe(true);
    expect(form.enable).toBe(false);
    expect(form.form_data).toHaveLength(6);
    expect(form.form_data[2]).toMatchObject({ min: 1, max: 12, step: 1, required: false });
    expect(form.form_data[3]).toMatchObject({ maxlength: 200, rows: 3 });
    expect(form.form_data[4]).toMatchObject({ required: true, placeholder: "5" });
    expect(form.form_data[5]).toMatchObject({ other: true, inline: false, toggle: false, multiple: false });
    expect(form.form_data[5]?.values).toEqual([
      { label: "Food", value: "food", selected: true },
      { label: "Service", value: "service", selected: false },
    ]);
    expect(form.form_data[1]).not.toHaveProperty("className");
  });

  it("rejects a field without a type and form_data that is not JSON", () => {
    expect(formField.safeParse({ name: "x" }).success).toBe(false);
    expect(formDefinition.safeParse({ ...answer, form_data: "[{" }).success).toBe(false);
  });
});

describe("submission (POST /{lang}/api/submission/)", () => {
  it("accepts the full payload and the onboarding variant with only feedback_id and submission", () => {
    const full = {
      feedback_id: 2,
      submission: { email: "a@b.co", liked: ["food"], rating: 4, agree: true },
      origin_label: "12",
      origin_type: "table",
      origin_location: { type: "Point", coordinates: [55.27, 25.2] },
    };
    expect(submissionPayload.parse(full)).toEqual(full);
    expect(submissionPayload.parse({ feedback_id: "2", submission: {} })).toEqual({ feedback_id: 2, submission: {} });
    expect(submissionPayload.safeParse({ feedback_id: 2, submission: { nested: { a: 1 } } }).success).toBe(false);
  });

  it("reads the 201 answer's message", () => {
    expect(submissionAnswerBody.parse({ message: "<b>Thank you!</b>" })).toEqual({ message: "<b>Thank you!</b>" });
  });
});
