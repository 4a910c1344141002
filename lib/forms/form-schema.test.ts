import fc from "fast-check";
import { createTranslator } from "next-intl";
import { normalisePhone } from "@/lib/domain/phone";
import en from "@/messages/en.json";
import { buildFormResolver, formProblems, type ProblemTranslator } from "./form-schema";
import { defaultValues, formEntries, type FormValues } from "./form-values";
import { feedbackForm } from "./test-fixtures";
import { validationMessage } from "./validation-message";

const t = createTranslator({ locale: "en", messages: en, namespace: "FormValidation" });
const translate: ProblemTranslator = (problem) => {
  const { key, values } = validationMessage(problem);
  return t(key, values);
};

const entries = formEntries(feedbackForm.form_data);
const problems = (values: Record<string, unknown>) => formProblems(entries, values, "AE", translate, normalisePhone);
const valid = (values: Record<string, unknown>) => Object.keys(problems(values)).length === 0;
const blank = defaultValues(entries);

/** A form 2 filled in with a valid answer to every required field. */
const filled: FormValues = {
  ...blank,
  field_2: "Layla",
  field_3: "layla@example.com",
  field_6: "2025-03-14",
  field_9: { values: ["yes"], other: null },
  field_12: "4",
};

const messages = (values: FormValues): Record<string, string> => problems(values);

describe("formProblems: form 2 checked by lib/domain, worded in the guest's language", () => {
  it("a blank form: each required field says '{label} is a required field'", () => {
    expect(messages(blank)).toEqual({
      field_2: "Name is a required field",
      field_3: "Email is a required field",
      field_6: "Date of visit is a required field",
      field_9: "Would you come back? is a required field",
      field_12: "Overall rating is a required field",
    });
  });

  it("the required answers alone are valid", () => {
    expect(valid(filled)).toBe(true);
  });

  it("email: 'Invalid email address'", () => {
    expect(messages({ ...filled, field_3: "layla@example" })).toEqual({ field_3: "Invalid email address" });
  });

  it("tel: 'Please enter valid phone number' unless valid in the menu's country (AE)", () => {
    expect(messages({ ...filled, field_4: "050 123" })).toEqual({ field_4: "Please enter valid phone number" });
    expect(messages({ ...filled, field_4: "050 123 4567" })).toEqual({});
  });

  it("number: 1 to 20 guests", () => {
    expect(messages({ ...filled, field_5: "0" })).toEqual({ field_5: "Number of guests requires minimum value of 1" });
    expect(messages({ ...filled, field_5: "21" })).toEqual({ field_5: "Number of guests requires maximum value of 20" });
    expect(messages({ ...filled, field_5: "20" })).toEqual({});
  });

  it("any whole number of guests is accepted exactly when it lies within 1 and 20", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (guests) => {
        const ok = valid({ ...filled, field_5: String(guests) });
        return ok === (guests >= 1 && guests <= 20);
      }),
    );
  });

  it("maxlength: 'Name can not have more than 60 characters', and 500 for the comments", () => {
    expect(messages({ ...filled, field_2: "a".repeat(61) })).toEqual({ field_2: "Name can not have more than 60 characters" });
    expect(messages({ ...filled, field_2: "a".repeat(60) })).toEqual({});
    expect(messages({ ...filled, field_13: "b".repeat(501) })).toEqual({
      field_13: "Anything else? can not have more than 500 characters",
    });
  });

  it("Other chosen with no text: 'Please enter other value' on the radio and the checkbox group", () => {
    expect(messages({ ...filled, field_9: { values: [], other: "" } })).toEqual({ field_9: "Please enter other value" });
    expect(messages({ ...filled, field_10: { values: ["food"], other: "  " } })).toEqual({ field_10: "Please enter other value" });
    expect(messages({ ...filled, field_9: { values: [], other: "If I am in town" } })).toEqual({});
  });

  it("stars: any of the 5 counted from the placeholder", () => {
    expect(messages({ ...filled, field_12: "5" })).toEqual({});
    expect(messages({ ...filled, field_12: "6" })).not.toEqual({});
  });

  it("a value of the wrong shape fails", () => {
    expect(valid({ ...filled, field_11: "yes" })).toBe(false);
    expect(valid({ ...filled, field_2: 7 })).toBe(false);
    expect(valid({ ...filled, field_9: "yes" })).toBe(false);
  });

  it("buildFormResolver gives react-hook-form the values, or an error per failing field", async () => {
    const resolver = buildFormResolver(entries, "AE", translate, normalisePhone);
    const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<typeof resolver>[2];
    expect(await resolver(filled, undefined, options)).toEqual({ values: filled, errors: {} });
    expect(await resolver({ ...filled, field_3: "layla@example" }, undefined, options)).toEqual({
      values: {},
      errors: { field_3: { type: "custom", message: "Invalid email address" } },
    });
  });
});
