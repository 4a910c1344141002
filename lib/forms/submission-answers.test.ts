import { normalisePhone } from "@/lib/domain/phone";
import { defaultValues, formEntries, type FormValues } from "./form-values";
import { submissionAnswers } from "./submission-answers";
import { feedbackForm } from "./test-fixtures";

const entries = formEntries(feedbackForm.form_data);

describe("submissionAnswers: checkForm's answers keyed by field name", () => {
  it("sends the phone in E.164, numbers as numbers, the Other text in place of Other, and leaves blanks out", () => {
    const values: FormValues = {
      ...defaultValues(entries),
      field_2: "  Layla ",
      field_3: "layla@example.com",
      field_4: "050 123 4567",
      field_5: "4",
      field_6: "2025-03-14",
      field_8: { values: ["karak", "kunafa"], other: null },
      field_9: { values: [], other: " If I am in town " },
      field_10: { values: ["food", "view"], other: "The music" },
      field_11: { values: ["yes"], other: null },
      field_12: "5",
    };
    expect(submissionAnswers(entries, values, "AE", normalisePhone)).toEqual({
      full_name: "Layla",
      email: "layla@example.com",
      phone: "+971501234567",
      guests: 4,
      visit_date: "2025-03-14",
      occasion: "breakfast",
      dishes: ["karak", "kunafa"],
      return_visit: "If I am in town",
      liked: ["food", "view", "The music"],
      newsletter: ["yes"],
      rating: 5,
      source: "qr-menu",
    });
  });

  it("is null while a field still fails its rule", () => {
    expect(submissionAnswers(entries, defaultValues(entries), "AE", normalisePhone)).toBeNull();
  });
});
