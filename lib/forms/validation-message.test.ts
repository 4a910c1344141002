import { createTranslator } from "next-intl";
import { checkField } from "@/lib/domain/form-validation";
import { normalisePhone } from "@/lib/domain/phone";
import { formField } from "@/lib/api/schemas/form";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { validationMessage } from "./validation-message";

const english = createTranslator({ locale: "en", messages: en, namespace: "FormValidation" });
const arabic = createTranslator({ locale: "ar", messages: ar, namespace: "FormValidation" });

describe("validationMessage: 000 section 5's texts", () => {
  it("maps every problem the form's controls can produce to its message", () => {
    const say = (problem: Parameters<typeof validationMessage>[0]) => {
      const { key, values } = validationMessage(problem);
      return english(key, values);
    };
    expect(say({ code: "required", label: "Name" })).toBe("Name is a required field");
    expect(say({ code: "invalid_email" })).toBe("Invalid email address");
    expect(say({ code: "min_value", label: "Number of guests", min: 1 })).toBe("Number of guests requires minimum value of 1");
    expect(say({ code: "max_value", label: "Number of guests", max: 20 })).toBe("Number of guests requires maximum value of 20");
    expect(say({ code: "max_length", label: "Name", n: 60 })).toBe("Name can not have more than 60 characters");
    expect(say({ code: "max_length", label: "Initial", n: 1 })).toBe("Initial can not have more than 1 character");
    expect(say({ code: "invalid_phone" })).toBe("Please enter valid phone number");
    expect(say({ code: "other_required" })).toBe("Please enter other value");
  });

  it("bounds are sent as written, so 1000 is not grouped to 1,000", () => {
    expect(validationMessage({ code: "max_value", label: "Grams", max: 1000 })).toEqual({
      key: "maxValue",
      values: { label: "Grams", max: "1000" },
    });
    expect(english("maxValue", validationMessage({ code: "max_value", label: "Grams", max: 1000 }).values)).toBe(
      "Grams requires maximum value of 1000",
    );
  });

  it("bounds follow the screen's digits, and a date not written year, month, day has its own message (issue 28 item 10)", () => {
    expect(validationMessage({ code: "min_value", label: "عدد الضيوف", min: 1 }, "arab").values.min).toBe("١");
    expect(arabic("maxValue", validationMessage({ code: "max_value", label: "عدد الضيوف", max: 20 }, "arab").values)).toBe(
      "يجب ألا تزيد قيمة عدد الضيوف عن ٢٠",
    );
    expect(english(validationMessage({ code: "not_a_date", label: "Date" }).key)).toBe("Please enter a date as year, month, day");
  });

  it("problems the controls cannot produce still ask for an answer", () => {
    expect(validationMessage({ code: "not_a_number", label: "Guests" })).toEqual({ key: "required", values: { label: "Guests" } });
    expect(validationMessage({ code: "not_an_option", label: "Pick" })).toEqual({ key: "required", values: { label: "Pick" } });
    expect(validationMessage({ code: "wrong_kind", label: "Pick" })).toEqual({ key: "required", values: { label: "Pick" } });
  });

  it("reads in Arabic with the field's own label", () => {
    const name = formField.parse({ type: "text", name: "full_name", label: "الاسم", required: true });
    const checked = checkField(name, "", "AE", normalisePhone);
    if (checked.ok) throw new Error("a blank required field must fail");
    const { key, values } = validationMessage(checked.problem);
    expect(arabic(key, values)).toBe("حقل الاسم مطلوب");
    expect(arabic("invalidEmail")).toBe("البريد الإلكتروني غير صالح");
  });
});
