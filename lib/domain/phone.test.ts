import { normalisePhone } from "./phone";

// 001 section 5 and 000 section 5: a valid phone number for the menu's country, normalised to E.164.
describe("normalisePhone", () => {
  it("reads a national number with the menu's country and writes it in E.164", () => {
    expect(normalisePhone("050 123 4567", "AE")).toBe("+971501234567");
    expect(normalisePhone("8123 4567", "SG")).toBe("+6581234567");
    expect(normalisePhone("(202) 555-0143", "US")).toBe("+12025550143");
  });

  it("reads a number written with + and its own country code as that country's, whatever the menu's", () => {
    expect(normalisePhone("+44 20 7946 0958", "AE")).toBe("+442079460958");
    expect(normalisePhone(" +971 50 123 4567 ", "SG")).toBe("+971501234567");
  });

  it("takes the menu country in any case, and Arabic-Indic digits as a guest's keyboard types them", () => {
    expect(normalisePhone("0501234567", "ae")).toBe("+971501234567");
    expect(normalisePhone("٠٥٠١٢٣٤٥٦٧", "AE")).toBe("+971501234567");
  });

  it("refuses what is not a valid number of the country: too short, not digits, empty", () => {
    expect(normalisePhone("050 123", "AE")).toBeNull();
    expect(normalisePhone("6512345678", "SG")).toBeNull();
    expect(normalisePhone("abc", "AE")).toBeNull();
    expect(normalisePhone("", "AE")).toBeNull();
  });

  it("without a country it knows, takes only numbers that carry their own", () => {
    expect(normalisePhone("050 123 4567", null)).toBeNull();
    expect(normalisePhone("050 123 4567", "XX")).toBeNull();
    expect(normalisePhone("+971501234567", "XX")).toBe("+971501234567");
  });
});
