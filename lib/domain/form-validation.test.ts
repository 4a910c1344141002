import { formField, type FormFieldInput } from "@/lib/api/schemas/form";
import { hasPhoneField } from "./form-field";
import { checkField, checkForm, inputFromAnswer } from "./form-validation";
import { normalisePhone } from "./phone";

const field = (input: Partial<FormFieldInput> & { type: string }) => formField.parse({ name: "f", label: "Field", ...input });

describe("checkField: the feedback form rules of 000 section 5", () => {
  it("required: '{label} is a required field', with the label HTML-decoded", () => {
    const name = field({ type: "text", label: "<b>Fish &amp; chips</b>", required: true });
    expect(checkField(name, "", null, normalisePhone)).toEqual({ ok: false, problem: { code: "required", label: "Fish & chips" } });
    expect(checkField(name, "   ", null, normalisePhone)).toEqual({ ok: false, problem: { code: "required", label: "Fish & chips" } });
    expect(checkField(name, undefined, null, normalisePhone)).toEqual({ ok: false, problem: { code: "required", label: "Fish & chips" } });
    expect(checkField(name, " Cod ", null, normalisePhone)).toEqual({ ok: true, answer: "Cod" });
  });

  it("a blank optional field gives no answer and no problem", () => {
    expect(checkField(field({ type: "text" }), "", null, normalisePhone)).toEqual({ ok: true, answer: undefined });
    expect(checkField(field({ type: "number", min: 2 }), "", null, normalisePhone)).toEqual({ ok: true, answer: undefined });
  });

  it("email-type: 'Invalid email address'", () => {
    const email = field({ type: "text", subtype: "email" });
    expect(checkField(email, "guest@example", null, normalisePhone)).toEqual({ ok: false, problem: { code: "invalid_email" } });
    expect(checkField(email, "guest @example.com", null, normalisePhone)).toEqual({ ok: false, problem: { code: "invalid_email" } });
    expect(checkField(email, "guest@example.com", null, normalisePhone)).toEqual({ ok: true, answer: "guest@example.com" });
  });

  it("number below min and above max, with the bounds in the message", () => {
    const guests = field({ type: "number", label: "Guests", min: 1, max: 20 });
    expect(checkField(guests, "0", null, normalisePhone)).toEqual({ ok: false, problem: { code: "min_value", label: "Guests", min: 1 } });
    expect(checkField(guests, "21", null, normalisePhone)).toEqual({ ok: false, problem: { code: "max_value", label: "Guests", max: 20 } });
    expect(checkField(guests, "20", null, normalisePhone)).toEqual({ ok: true, answer: 20 });
    expect(checkField(guests, "1", null, normalisePhone)).toEqual({ ok: true, answer: 1 });
    expect(checkField(guests, "many", null, normalisePhone)).toEqual({ ok: false, problem: { code: "not_a_number", label: "Guests" } });
  });

  it("text longer than maxlength: counted after trimming", () => {
    const title = field({ type: "textarea", label: "Comments", maxlength: 5 });
    expect(checkField(title, "abcde ", null, normalisePhone)).toEqual({ ok: true, answer: "abcde" });
    expect(checkField(title, "abcdef", null, normalisePhone)).toEqual({
      ok: false,
      problem: { code: "max_length", label: "Comments", n: 5 },
    });
  });

  it("without a maxlength, or with a larger one, an answer stops at the venue API's 2000 characters", () => {
    for (const maxlength of [null, 50_000]) {
      const notes = field({ type: "textarea", label: "Notes", maxlength });
      expect(checkField(notes, "a".repeat(2000), null, normalisePhone)).toEqual({ ok: true, answer: "a".repeat(2000) });
      expect(checkField(notes, "a".repeat(2001), null, normalisePhone)).toEqual({
        ok: false,
        problem: { code: "max_length", label: "Notes", n: 2000 },
      });
    }
  });

  it("tel-type: valid for the menu's country, stored in E.164", () => {
    const phone = field({ type: "text", subtype: "tel" });
    expect(checkField(phone, "050 123 4567", "AE", normalisePhone)).toEqual({ ok: true, answer: "+971501234567" });
    expect(checkField(phone, "050 123 4567", "ae", normalisePhone)).toEqual({ ok: true, answer: "+971501234567" });
    expect(checkField(phone, "+44 20 7946 0958", "AE", normalisePhone)).toEqual({ ok: true, answer: "+442079460958" });
    expect(checkField(phone, "050 123", "AE", normalisePhone)).toEqual({ ok: false, problem: { code: "invalid_phone" } });
    expect(checkField(phone, "050 123 4567", null, normalisePhone)).toEqual({ ok: false, problem: { code: "invalid_phone" } });
  });

  it("tel-type without a phone reader (a form loaded without one) refuses the answer rather than take it unchecked", () => {
    const phone = field({ type: "text", subtype: "tel" });
    expect(checkField(phone, "050 123 4567", "AE", null)).toEqual({ ok: false, problem: { code: "invalid_phone" } });
    expect(hasPhoneField([field({ type: "text" }), phone])).toBe(true);
    expect(hasPhoneField([field({ type: "text" }), field({ type: "textarea" })])).toBe(false);
  });

  describe("select, radio and checkbox groups", () => {
    const values = [
      { label: "Yes", value: "yes" },
      { label: "No", value: "no" },
    ];
    const radio = field({ type: "radio-group", label: "Again?", required: true, values, other: true });
    const group = field({ type: "checkbox-group", label: "Liked", values, other: true });
    const select = field({ type: "select", label: "Pick", values });

    it("follow the required rule", () => {
      expect(checkField(radio, { values: [], other: null }, null, normalisePhone)).toEqual({
        ok: false,
        problem: { code: "required", label: "Again?" },
      });
      expect(checkField(radio, { values: ["yes"], other: null }, null, normalisePhone)).toEqual({ ok: true, answer: "yes" });
    });

    it("'Other' chosen with no text: 'Please enter other value', even when required", () => {
      expect(checkField(radio, { values: [], other: " " }, null, normalisePhone)).toEqual({
        ok: false,
        problem: { code: "other_required" },
      });
      expect(checkField(group, { values: ["yes"], other: "" }, null, normalisePhone)).toEqual({
        ok: false,
        problem: { code: "other_required" },
      });
    });

    it("the Other text is sent in place of Other", () => {
      expect(checkField(radio, { values: [], other: " the park " }, null, normalisePhone)).toEqual({ ok: true, answer: "the park" });
      expect(checkField(group, { values: ["yes"], other: "music" }, null, normalisePhone)).toEqual({ ok: true, answer: ["yes", "music"] });
    });

    it("refuse values outside the options, Other where it is not offered, and two values for a single choice", () => {
      expect(checkField(select, { values: ["maybe"], other: null }, null, normalisePhone)).toEqual({
        ok: false,
        problem: { code: "not_an_option", label: "Pick" },
      });
      expect(checkField(select, { values: [], other: "x" }, null, normalisePhone)).toEqual({
        ok: false,
        problem: { code: "not_an_option", label: "Pick" },
      });
      expect(checkField(select, { values: ["yes", "no"], other: null }, null, normalisePhone)).toEqual({
        ok: false,
        problem: { code: "wrong_kind", label: "Pick" },
      });
      expect(checkField(select, "yes", null, normalisePhone)).toEqual({ ok: false, problem: { code: "wrong_kind", label: "Pick" } });
    });

    it("a multiple select sends a list", () => {
      const many = field({ type: "select", multiple: true, values });
      expect(checkField(many, { values: ["yes", "no"], other: null }, null, normalisePhone)).toEqual({ ok: true, answer: ["yes", "no"] });
    });
  });

  it("a toggle is true or false; left off it answers false, unless it is required", () => {
    const toggle = field({ type: "checkbox", toggle: true, label: "News" });
    expect(checkField(toggle, false, null, normalisePhone)).toEqual({ ok: true, answer: false });
    expect(checkField(toggle, true, null, normalisePhone)).toEqual({ ok: true, answer: true });
    expect(checkField({ ...toggle, required: true }, false, null, normalisePhone)).toEqual({
      ok: false,
      problem: { code: "required", label: "News" },
    });
  });

  it("star rating: required check, stars counted from the placeholder, step 1", () => {
    const three = field({ type: "starRating", label: "Stars", placeholder: "3", required: true });
    expect(checkField(three, undefined, null, normalisePhone)).toEqual({ ok: false, problem: { code: "required", label: "Stars" } });
    expect(checkField(three, 3, null, normalisePhone)).toEqual({ ok: true, answer: 3 });
    expect(checkField(three, 4, null, normalisePhone)).toEqual({ ok: false, problem: { code: "max_value", label: "Stars", max: 3 } });
    expect(checkField(field({ type: "starRating", placeholder: "" }), 5, null, normalisePhone)).toEqual({ ok: true, answer: 5 });
  });

  it("dates are ISO calendar dates", () => {
    const date = field({ type: "date", label: "Visit" });
    expect(checkField(date, "2026-11-22", null, normalisePhone)).toEqual({ ok: true, answer: "2026-11-22" });
    expect(checkField(date, "22/11/2026", null, normalisePhone)).toEqual({ ok: false, problem: { code: "not_a_date", label: "Visit" } });
  });

  it("dates typed in Arabic-Indic digits answer the ISO date (issue 28 item 10)", () => {
    const date = field({ type: "date", label: "Visit" });
    expect(checkField(date, "٢٠٢٦-١١-٢٢", null, normalisePhone)).toEqual({ ok: true, answer: "2026-11-22" });
  });
});

describe("checkForm", () => {
  const fields = [
    field({ type: "header", name: "", label: "Hello" }),
    field({ type: "text", name: "name", label: "Name", required: true }),
    field({ type: "number", name: "guests", label: "Guests", min: 2 }),
  ];

  it("collects one problem per field and refuses names the form does not ask", () => {
    expect(checkForm(fields, { guests: "1", extra: "x" }, null, normalisePhone)).toEqual({
      ok: false,
      problems: {
        extra: { code: "unknown_field" },
        name: { code: "required", label: "Name" },
        guests: { code: "min_value", label: "Guests", min: 2 },
      },
    });
  });

  it("gives the answers to send, leaving out blank optional fields", () => {
    expect(checkForm(fields, { name: " Ann ", guests: "" }, null, normalisePhone)).toEqual({ ok: true, answers: { name: "Ann" } });
  });
});

describe("inputFromAnswer: a payload answer read back as the guest's input", () => {
  const values = [
    { label: "A", value: "a" },
    { label: "B", value: "b" },
  ];
  it("splits option values from the Other text", () => {
    const group = field({ type: "checkbox-group", values, other: true });
    expect(inputFromAnswer(group, ["a", "music"])).toEqual({ values: ["a"], other: "music" });
    expect(inputFromAnswer(group, "b")).toEqual({ values: ["b"], other: null });
    expect(inputFromAnswer(group, "")).toEqual({ values: [], other: null });
  });
  it("leaves unknown values among the options when Other is not offered, so the check refuses them", () => {
    const radio = field({ type: "radio-group", values });
    expect(checkField(radio, inputFromAnswer(radio, "c"), null, normalisePhone)).toEqual({
      ok: false,
      problem: { code: "not_an_option", label: "Field" },
    });
  });
  it("passes other kinds through", () => {
    expect(inputFromAnswer(field({ type: "number" }), 3)).toBe(3);
  });
});
