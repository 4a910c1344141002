import messages from "@/messages/en.json";
import type { CheckoutField, CheckoutProblem } from "@/lib/domain/checkout-fields";
import { BLANK_CHECKOUT, buildCheckoutSchema, checkoutProblems, type CheckoutRulesSetting } from "./checkout-schema";

// 21:24 UTC is 01:24 in Dubai.
const NOW = Date.parse("2026-11-22T21:24:00Z");
const ALL: CheckoutField[] = ["name", "email", "phone", "carNumber", "customDateTime", "address", "checkout_terms"];
const setting: CheckoutRulesSetting = { fields: ALL, menuCountry: "AE", partner: false, timezone: "Asia/Dubai", now: () => NOW };
const text = (problem: CheckoutProblem) => messages.CheckoutValidation[problem];
const schema = buildCheckoutSchema(setting, text);

const valid = {
  name: "Layla",
  email: "layla@example.com",
  phone: "0501234567",
  carNumber: "A 12345",
  customDateTime: "2026-11-23T01:24",
  asSoonAsPossible: false,
  address: "Villa 12, Al Wasl",
  checkout_terms: true,
};

function messagesFor(values: Partial<typeof valid>): Record<string, string> {
  const parsed = schema.safeParse({ ...valid, ...values });
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("buildCheckoutSchema (001 section 5)", () => {
  it("accepts a complete form", () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ name: "" }, "name", "Name is a required field"],
    [{ name: "Al" }, "name", "Valid name is required"],
    [{ email: "" }, "email", "Name is a required field"],
    [{ email: "layla@" }, "email", "Invalid email address"],
    [{ phone: "" }, "phone", "Phone is a required field"],
    [{ phone: "12345" }, "phone", "Please enter valid phone number"],
    [{ carNumber: "" }, "carNumber", "Car number is a required field"],
    [{ carNumber: "A1" }, "carNumber", "Valid car number is required"],
    [{ customDateTime: "" }, "customDateTime", "Date is a required field"],
    [{ customDateTime: "2026-13-40T10:00" }, "customDateTime", "Please select a valid date and time"],
    [{ customDateTime: "2026-11-23T01:20" }, "customDateTime", "Please select a date and time from now on"],
    [{ address: "" }, "address", "Address is a required field"],
    [{ address: "Al" }, "address", "Address is required for delivery"],
    [{ checkout_terms: false }, "checkout_terms", "Please accept the terms and conditions"],
  ] as const)("%j gives %s the message %s", (values, field, message) => {
    expect(messagesFor(values)).toEqual({ [field]: message });
  });

  it("reads the picked time in the venue's zone: 01:25 Dubai is after 21:24 UTC", () => {
    expect(messagesFor({ customDateTime: "2026-11-23T01:25" })).toEqual({});
    // The same wall clock in UTC would be hours in the past.
    expect(messagesFor({ customDateTime: "2026-11-22T21:25" })).toEqual({ customDateTime: "Please select a date and time from now on" });
  });

  it("takes 'as soon as possible' however stale the picker's last value (issue 24 item 8)", () => {
    expect(messagesFor({ asSoonAsPossible: true, customDateTime: "2026-11-22T21:25" })).toEqual({});
    expect(messagesFor({ asSoonAsPossible: true, customDateTime: "" })).toEqual({});
  });

  it("words the date-time's problem beside the other fields' problems", () => {
    expect(messagesFor({ name: "", customDateTime: "2026-11-23T01:20" })).toEqual({
      name: "Name is a required field",
      customDateTime: "Please select a date and time from now on",
    });
  });

  it("leaves fields that are not asked alone", () => {
    const takeaway = buildCheckoutSchema({ ...setting, fields: ["name"] }, text);
    expect(takeaway.safeParse({ ...BLANK_CHECKOUT, name: "Layla" }).success).toBe(true);
  });
});

describe("checkoutProblems", () => {
  it("lists every asked field's problem at once", () => {
    expect(checkoutProblems({ ...setting, fields: ["name", "checkout_terms"] }, BLANK_CHECKOUT)).toEqual({
      name: "nameRequired",
      checkout_terms: "termsRequired",
    });
  });
});
