import {
  checkCheckout,
  checkCheckoutField,
  checkoutFields,
  checkoutPhone,
  type CheckoutFieldsInput,
  type CheckoutValues,
} from "./checkout-fields";

const base: CheckoutFieldsInput = {
  view: "form",
  orderType: "takeaway",
  partner: false,
  enableOrderEmail: false,
  enableOrderPhone: false,
  enableDeliveryDatetime: false,
  enableAddressGoogleMaps: true,
  checkoutTerms: null,
};
const values: CheckoutValues = {
  name: "Layla",
  email: "",
  phone: "",
  carNumber: "",
  customDateTime: "",
  asSoonAsPossible: false,
  address: "",
  checkout_terms: false,
};
const now = Date.parse("2026-11-22T15:00:00Z");
const context = { menuCountry: "AE", partner: false, now, chosenDateTime: null };

describe("checkoutFields: which fields the checkout asks (001 sections 2 and 5)", () => {
  it("a plain takeaway asks the name only", () => {
    expect(checkoutFields(base)).toEqual(["name"]);
  });
  it("email and phone only when the venue enables them", () => {
    expect(checkoutFields({ ...base, enableOrderEmail: true, enableOrderPhone: true })).toEqual(["name", "email", "phone"]);
  });
  it("car number for drive_thru only", () => {
    expect(checkoutFields({ ...base, orderType: "drive_thru" })).toEqual(["name", "carNumber"]);
  });
  it("date-time for delivery and takeaway when enable_delivery_datetime", () => {
    expect(checkoutFields({ ...base, enableDeliveryDatetime: true })).toEqual(["name", "customDateTime"]);
    expect(checkoutFields({ ...base, enableDeliveryDatetime: true, orderType: "delivery" })).toEqual(["name", "customDateTime"]);
    expect(checkoutFields({ ...base, enableDeliveryDatetime: true, orderType: "drive_thru" })).toEqual(["name", "carNumber"]);
  });
  it("the address field for delivery without Google Maps", () => {
    expect(checkoutFields({ ...base, orderType: "delivery", enableAddressGoogleMaps: false })).toEqual(["name", "address"]);
    expect(checkoutFields({ ...base, orderType: "delivery" })).toEqual(["name"]);
  });
  it("the terms checkbox when checkout_terms is set", () => {
    expect(checkoutFields({ ...base, checkoutTerms: 3 })).toEqual(["name", "checkout_terms"]);
  });
  it("the table form asks customer details only of the partner venue, and never its name", () => {
    const table = { ...base, view: "tableForm" as const, orderType: "dine_in" as const, enableOrderPhone: true, checkoutTerms: 3 };
    expect(checkoutFields(table)).toEqual(["checkout_terms"]);
    expect(checkoutFields({ ...table, partner: true })).toEqual(["phone", "checkout_terms"]);
  });
  it("no fields where the checkout shows no form", () => {
    expect(checkoutFields({ ...base, view: "addressPicker" })).toEqual([]);
    expect(checkoutFields({ ...base, view: "redirectToCart" })).toEqual([]);
  });
});

describe("checkCheckoutField: 001 section 5", () => {
  const check = (field: Parameters<typeof checkCheckoutField>[0], changed: Partial<CheckoutValues>, extra = {}) =>
    checkCheckoutField(field, { ...values, ...changed }, { ...context, ...extra });

  it("name: required, then at least 3 characters", () => {
    expect(check("name", { name: " " })).toBe("nameRequired");
    expect(check("name", { name: "Al" })).toBe("nameMin");
    expect(check("name", { name: "Ali" })).toBeNull();
  });
  it("email: required with the message as given ('Name is a required field'), then the pattern", () => {
    expect(check("email", { email: "" })).toBe("emailRequired");
    expect(check("email", { email: "a@b" })).toBe("emailInvalid");
    expect(check("email", { email: "a@b.ae" })).toBeNull();
  });
  it("phone: required, valid for the menu country; not required for SG with the partner venue", () => {
    expect(check("phone", { phone: "" })).toBe("phoneRequired");
    expect(check("phone", { phone: "050 123" })).toBe("phoneInvalid");
    expect(check("phone", { phone: "050 123 4567" })).toBeNull();
    expect(check("phone", { phone: "" }, { partner: true, menuCountry: "SG" })).toBeNull();
    expect(check("phone", { phone: "" }, { partner: false, menuCountry: "SG" })).toBe("phoneRequired");
    expect(check("phone", { phone: "" }, { partner: true, menuCountry: "AE" })).toBe("phoneRequired");
  });
  it("car number: required, then at least 3", () => {
    expect(check("carNumber", { carNumber: "" })).toBe("carNumberRequired");
    expect(check("carNumber", { carNumber: "A1" })).toBe("carNumberMin");
    expect(check("carNumber", { carNumber: "A 12345" })).toBeNull();
  });
  it("date-time: required, valid, from now on", () => {
    expect(check("customDateTime", { customDateTime: "" })).toBe("dateRequired");
    expect(check("customDateTime", { customDateTime: "soon" }, { chosenDateTime: Number.NaN })).toBe("dateInvalid");
    expect(check("customDateTime", { customDateTime: "x" }, { chosenDateTime: now - 3_600_000 })).toBe("datePast");
    expect(check("customDateTime", { customDateTime: "x" }, { chosenDateTime: now - 30_000 })).toBeNull();
    expect(check("customDateTime", { customDateTime: "x" }, { chosenDateTime: now + 3_600_000 })).toBeNull();
  });
  it("date-time: 'as soon as possible' stays valid however long the checkout stays open (issue 24 item 8)", () => {
    const asap = { asSoonAsPossible: true, customDateTime: "" };
    expect(check("customDateTime", asap)).toBeNull();
    // Two minutes, or a day, after the checkout opened: still valid.
    expect(check("customDateTime", asap, { now: now + 120_000 })).toBeNull();
    expect(check("customDateTime", asap, { now: now + 86_400_000 })).toBeNull();
    // A time the guest picked a minute ahead has passed two minutes later.
    const picked = { asSoonAsPossible: false, customDateTime: "2026-11-22T19:01" };
    expect(check("customDateTime", picked, { chosenDateTime: now + 60_000 })).toBeNull();
    expect(check("customDateTime", picked, { chosenDateTime: now + 60_000, now: now + 180_000 })).toBe("datePast");
  });
  it("address: required, then at least 3", () => {
    expect(check("address", { address: "" })).toBe("addressRequired");
    expect(check("address", { address: "Ab" })).toBe("addressMin");
    expect(check("address", { address: "Villa 3, Jumeirah" })).toBeNull();
  });
  it("terms must be ticked", () => {
    expect(check("checkout_terms", { checkout_terms: false })).toBe("termsRequired");
    expect(check("checkout_terms", { checkout_terms: true })).toBeNull();
  });
});

it("checkCheckout gathers the problems of the asked fields only", () => {
  expect(checkCheckout(["name", "carNumber"], { ...values, name: "", email: "bad" }, context)).toEqual({
    name: "nameRequired",
    carNumber: "carNumberRequired",
  });
});

it("checkoutPhone sends E.164 for the menu country, or nothing", () => {
  expect(checkoutPhone("050 123 4567", "AE")).toBe("+971501234567");
  expect(checkoutPhone(" ", "AE")).toBe("");
});
