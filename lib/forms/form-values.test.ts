import { formField } from "@/lib/api/schemas/form";
import { defaultValue, defaultValues, fieldInput, formEntries } from "./form-values";
import { feedbackForm } from "./test-fixtures";

describe("formEntries", () => {
  it("keeps the answer fields of form 2 in order, keyed by their place in form_data; header and paragraph ask nothing", () => {
    const entries = formEntries(feedbackForm.form_data);
    expect(entries.map((entry) => [entry.key, entry.field.name])).toEqual([
      ["field_2", "full_name"],
      ["field_3", "email"],
      ["field_4", "phone"],
      ["field_5", "guests"],
      ["field_6", "visit_date"],
      ["field_7", "occasion"],
      ["field_8", "dishes"],
      ["field_9", "return_visit"],
      ["field_10", "liked"],
      ["field_11", "newsletter"],
      ["field_12", "rating"],
      ["field_13", "comments"],
      ["field_14", "source"],
    ]);
  });

  it("keys never hold a builder name, so dotted names are not read as paths", () => {
    const dotted = formField.parse({ type: "text", name: "contact.email", label: "Email" });
    expect(formEntries([dotted])).toEqual([{ key: "field_0", field: dotted }]);
  });
});

describe("defaultValues: the builder's selected options, else blank", () => {
  it("form 2 starts with Breakfast chosen as the occasion and everything else blank", () => {
    expect(defaultValues(formEntries(feedbackForm.form_data))).toEqual({
      field_2: "",
      field_3: "",
      field_4: "",
      field_5: "",
      field_6: "",
      field_7: { values: ["breakfast"], other: null },
      field_8: { values: [], other: null },
      field_9: { values: [], other: null },
      field_10: { values: [], other: null },
      field_11: { values: [], other: null },
      field_12: "",
      field_13: "",
      field_14: "qr-menu",
    });
  });

  it("a single choice keeps only the first selected option; a checkbox group keeps them all", () => {
    const values = [
      { label: "A", value: "a", selected: true },
      { label: "B", value: "b", selected: "true" },
      { label: "C", value: 3, selected: false },
    ];
    expect(defaultValue(formField.parse({ type: "radio-group", name: "r", values }))).toEqual({ values: ["a"], other: null });
    expect(defaultValue(formField.parse({ type: "checkbox-group", name: "c", values }))).toEqual({ values: ["a", "b"], other: null });
    expect(defaultValue(formField.parse({ type: "select", name: "s", multiple: true, values }))).toEqual({
      values: ["a", "b"],
      other: null,
    });
  });

  it("a lone checkbox starts unticked", () => {
    expect(defaultValue(formField.parse({ type: "checkbox", name: "agree", toggle: true }))).toBe(false);
  });
});

describe("fieldInput", () => {
  it("passes text and ticks through and copies choices", () => {
    const choice = { values: ["yes"], other: "music" };
    expect(fieldInput("4")).toBe("4");
    expect(fieldInput(true)).toBe(true);
    expect(fieldInput(undefined)).toBeUndefined();
    const input = fieldInput(choice);
    expect(input).toEqual(choice);
    expect(input).not.toBe(choice);
  });
});

describe("hidden fields", () => {
  it("start with the builder's preset value, which is sent as their answer", () => {
    const hidden = formField.parse({ type: "hidden", name: "source", value: "qr-menu" });
    expect(defaultValue(hidden)).toBe("qr-menu");
    expect(defaultValue(formField.parse({ type: "hidden", name: "source" }))).toBe("");
  });
});
