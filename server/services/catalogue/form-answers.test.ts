import { formField, type FormFieldInput } from "@/lib/api/schemas/form";
import { fieldLabel } from "@/lib/domain/form-field";
import { checkAnswers } from "./form-answers";

const field = (input: FormFieldInput) => formField.parse(input);

describe("checkAnswers (000 section 5 feedback form rules, held by the server)", () => {
  it("reads labels as text: tags dropped, entities decoded, the name when empty", () => {
    expect(fieldLabel(field({ type: "text", name: "n", label: "<b>Fish &amp; chips</b>" }))).toBe("Fish & chips");
    expect(fieldLabel(field({ type: "text", name: "n", label: "" }))).toBe("n");
  });

  it("names a required field with '{label} is a required field' and leaves optional blanks out", () => {
    const fields = [
      field({ type: "text", name: "a", label: "Name", required: "true" }),
      field({ type: "textarea", name: "b", label: "Notes" }),
    ];
    expect(checkAnswers(fields, { b: "" }, null)).toEqual({ ok: false, errors: { "submission.a": ["Name is a required field"] } });
    expect(checkAnswers(fields, { a: " Ann ", b: "" }, null)).toEqual({ ok: true, answers: { a: "Ann" } });
  });

  it("applies min and max to numbers sent as text, and reports the bound", () => {
    const fields = [field({ type: "number", name: "n", label: "Guests", min: "2", max: 8 })];
    expect(checkAnswers(fields, { n: "2" }, null)).toEqual({ ok: true, answers: { n: 2 } });
    expect(checkAnswers(fields, { n: 1 }, null)).toEqual({ ok: false, errors: { "submission.n": ["Guests requires minimum value of 2"] } });
    expect(checkAnswers(fields, { n: "9" }, null)).toEqual({
      ok: false,
      errors: { "submission.n": ["Guests requires maximum value of 8"] },
    });
    expect(checkAnswers(fields, { n: "many" }, null)).toEqual({ ok: false, errors: { "submission.n": ["Guests must be a number"] } });
  });

  it("counts maxlength in characters: exactly n passes, n + 1 fails", () => {
    const fields = [field({ type: "text", name: "t", label: "Title", maxlength: 5 })];
    expect(checkAnswers(fields, { t: "abcde" }, null).ok).toBe(true);
    expect(checkAnswers(fields, { t: "abcdef" }, null)).toEqual({
      ok: false,
      errors: { "submission.t": ["Title can not have more than 5 characters"] },
    });
  });

  it("validates phones for the menu's country and stores them in E.164", () => {
    const fields = [field({ type: "text", subtype: "tel", name: "p", label: "Phone" })];
    expect(checkAnswers(fields, { p: "050 123 4567" }, "AE")).toEqual({ ok: true, answers: { p: "+971501234567" } });
    expect(checkAnswers(fields, { p: "+44 20 7946 0958" }, "AE")).toEqual({ ok: true, answers: { p: "+442079460958" } });
    expect(checkAnswers(fields, { p: "050 123 4567" }, null)).toEqual({
      ok: false,
      errors: { "submission.p": ["Please enter valid phone number"] },
    });
  });

  it("takes choices among the values, several only where the field allows several", () => {
    const values = [
      { label: "A", value: "a" },
      { label: "B", value: "b" },
    ];
    const single = field({ type: "select", name: "s", label: "Pick", values });
    const multiple = field({ type: "select", name: "m", label: "Picks", values, multiple: true });
    const group = field({ type: "checkbox-group", name: "g", label: "Group", values });
    expect(checkAnswers([single, multiple, group], { s: "a", m: ["a", "b"], g: "b" }, null)).toEqual({
      ok: true,
      answers: { s: "a", m: ["a", "b"], g: ["b"] },
    });
    expect(checkAnswers([single], { s: ["a", "b"] }, null)).toEqual({
      ok: false,
      errors: { "submission.s": ["Pick has an answer of the wrong kind"] },
    });
    expect(checkAnswers([group], { g: ["c"] }, null)).toEqual({
      ok: false,
      errors: { "submission.g": ["Group has a value that is not one of its options"] },
    });
  });

  it("accepts the guest's own text where Other is offered, but not an empty one", () => {
    const radio = field({ type: "radio-group", name: "r", label: "Where", other: true, values: [{ label: "Here", value: "here" }] });
    expect(checkAnswers([radio], { r: "the park" }, null)).toEqual({ ok: true, answers: { r: "the park" } });
    const group = field({ type: "checkbox-group", name: "g", label: "G", other: true, values: [{ label: "X", value: "x" }] });
    expect(checkAnswers([group], { g: ["x", " "] }, null)).toEqual({ ok: false, errors: { "submission.g": ["Please enter other value"] } });
  });

  it("rates stars from 1 to the count in the placeholder, 5 without one", () => {
    const three = field({ type: "starRating", name: "s", label: "Stars", placeholder: "3" });
    const five = field({ type: "starRating", name: "f", label: "Five" });
    expect(checkAnswers([three, five], { s: 3, f: 5 }, null).ok).toBe(true);
    expect(checkAnswers([three], { s: 4 }, null)).toEqual({ ok: false, errors: { "submission.s": ["Stars requires maximum value of 3"] } });
    expect(checkAnswers([five], { f: 0.5 }, null)).toEqual({ ok: false, errors: { "submission.f": ["Five requires minimum value of 1"] } });
  });

  it("takes no answer for headers and paragraphs, and refuses names the form does not have", () => {
    const fields = [field({ type: "header", name: "h", label: "Title" }), field({ type: "checkbox", name: "ok", label: "OK" })];
    expect(checkAnswers(fields, { h: "x", ok: true, extra: 1 }, null)).toEqual({
      ok: false,
      errors: { "submission.h": ["This form has no such field"], "submission.extra": ["This form has no such field"] },
    });
    expect(checkAnswers(fields, { ok: "yes" }, null)).toEqual({
      ok: false,
      errors: { "submission.ok": ["OK has an answer of the wrong kind"] },
    });
  });
});
