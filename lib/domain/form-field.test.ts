import { formField, type FormFieldInput } from "@/lib/api/schemas/form";
import { allowsMany, fieldKind, fieldLabel, hasPhoneField, isAnswerField, isPhoneField, starCount } from "./form-field";

const field = (input: FormFieldInput) => formField.parse(input);
const options = [
  { label: "Yes", value: "yes" },
  { label: "No", value: "no" },
];

// 000 sections 3 and 5: the feedback form's field types and what each asks.
describe("form fields", () => {
  it("knows each field type of the form builder by what it shows and takes", () => {
    const kinds = [
      ["header", "content"],
      ["paragraph", "content"],
      ["text", "text"],
      ["textarea", "text"],
      ["number", "number"],
      ["date", "date"],
      ["select", "choice"],
      ["radio-group", "choice"],
      ["checkbox-group", "choice"],
      ["starRating", "stars"],
      ["hidden", "hidden"],
      ["file", "unknown"],
    ] as const;
    expect(kinds.map(([type]) => [type, fieldKind(field({ type, name: "f", values: options }))])).toEqual(kinds);
  });

  it("reads a lone checkbox without options as a yes/no tick, and with options as a choice", () => {
    expect(fieldKind(field({ type: "checkbox", name: "agree" }))).toBe("toggle");
    expect(fieldKind(field({ type: "checkbox", name: "extras", values: options }))).toBe("choice");
  });

  it("asks an answer of named fields that take one; headers, paragraphs and unknown types ask none", () => {
    expect(isAnswerField(field({ type: "text", name: "full_name" }))).toBe(true);
    expect(isAnswerField(field({ type: "hidden", name: "table", value: "5" }))).toBe(true);
    expect(isAnswerField(field({ type: "text", name: "" }))).toBe(false);
    expect(isAnswerField(field({ type: "header", name: "title" }))).toBe(false);
    expect(isAnswerField(field({ type: "file", name: "photo" }))).toBe(false);
  });

  it("takes several values from checkbox groups, a lone checkbox's options and selects marked multiple", () => {
    expect(allowsMany(field({ type: "checkbox-group", name: "dishes", values: options }))).toBe(true);
    expect(allowsMany(field({ type: "checkbox", name: "extras", values: options }))).toBe(true);
    expect(allowsMany(field({ type: "select", name: "dishes", multiple: true, values: options }))).toBe(true);
    expect(allowsMany(field({ type: "select", name: "occasion", values: options }))).toBe(false);
    expect(allowsMany(field({ type: "radio-group", name: "again", values: options }))).toBe(false);
  });

  it("finds the tel-type field, whose answer must be a valid phone for the menu's country", () => {
    const phone = field({ type: "text", subtype: "tel", name: "phone" });
    expect(isPhoneField(phone)).toBe(true);
    expect(isPhoneField(field({ type: "text", subtype: "email", name: "email" }))).toBe(false);
    expect(isPhoneField(field({ type: "number", subtype: "tel", name: "guests" }))).toBe(false);
    expect(hasPhoneField([field({ type: "header", label: "Hi" }), phone])).toBe(true);
    expect(hasPhoneField([field({ type: "text", name: "full_name" })])).toBe(false);
  });

  it("decodes the label's HTML to text, and falls back to the field's name", () => {
    expect(fieldLabel(field({ type: "text", name: "full_name", label: "Name &amp; <b>surname</b>" }))).toBe("Name & surname");
    expect(fieldLabel(field({ type: "text", name: "full_name", label: "" }))).toBe("full_name");
  });

  it("counts stars from the placeholder, five when it holds no whole number above 0", () => {
    expect(starCount(field({ type: "starRating", name: "rating", placeholder: "10" }))).toBe(10);
    expect(starCount(field({ type: "starRating", name: "rating", placeholder: "3" }))).toBe(3);
    for (const placeholder of ["", "Rate us", "2.5", "0", "-4"]) {
      expect(starCount(field({ type: "starRating", name: "rating", placeholder }))).toBe(5);
    }
  });
});
