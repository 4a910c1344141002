import { DEFAULT_CONTACT_EMAIL, DEFAULT_CONTACT_PHONE, isGuestPhone, orderContact } from "./order-contact";

describe("orderContact (001 section 9: default contact e-mail and phone when none are given)", () => {
  it("uses both defaults for a table order that asked for neither", () => {
    expect(orderContact({})).toEqual({ email: "guest@carte.invalid", phone: "+971500000000" });
    expect(orderContact({ email: "", phone: "  " })).toEqual({ email: DEFAULT_CONTACT_EMAIL, phone: DEFAULT_CONTACT_PHONE });
  });

  it("keeps what the guest gave, each field on its own", () => {
    expect(orderContact({ email: "layla@example.com", phone: "" })).toEqual({ email: "layla@example.com", phone: "+971500000000" });
    expect(orderContact({ email: null, phone: "+971501234567" })).toEqual({ email: DEFAULT_CONTACT_EMAIL, phone: "+971501234567" });
  });
});

describe("isGuestPhone", () => {
  it("is false for no phone and for the default, true for a guest's", () => {
    expect(isGuestPhone("")).toBe(false);
    expect(isGuestPhone(DEFAULT_CONTACT_PHONE)).toBe(false);
    expect(isGuestPhone("+971 50 000 0000")).toBe(false);
    expect(isGuestPhone("+971501234567")).toBe(true);
  });
});
