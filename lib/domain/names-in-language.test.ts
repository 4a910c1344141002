import { nameInLanguage, taxesInLanguage } from "./names-in-language";

// The demo venue's taxes (server/seed/venues/demo.json) read in German: VAT 5 % and the service fee of 2.
const german = [
  { id: 1, name: "MwSt. 5 %" },
  { id: 2, name: "Servicegebühr" },
];

describe("taxesInLanguage: an order's taxes in the screen's language", () => {
  it("names VAT 5% and the service fee as the German menu does, amounts untouched", () => {
    const stored = [
      { id: 1, name: "VAT 5%", amount: 5.3 },
      { id: 2, name: "Service fee", amount: 2 },
    ];
    expect(taxesInLanguage(stored, german)).toEqual([
      { id: 1, name: "MwSt. 5 %", amount: 5.3 },
      { id: 2, name: "Servicegebühr", amount: 2 },
    ]);
  });

  it("keeps the stored name of a tax the menu no longer has, or without an id", () => {
    const stored = [
      { id: 3, name: "Tourism fee", amount: 1 },
      { id: null, name: "City tax", amount: 1 },
    ];
    expect(taxesInLanguage(stored, german)).toEqual(stored);
  });
});

describe("nameInLanguage", () => {
  it("prefers the menu's name and falls back to the stored one when the menu has none", () => {
    expect(nameInLanguage("Club sandwich", "كلوب ساندويتش")).toBe("كلوب ساندويتش");
    expect(nameInLanguage("Club sandwich", undefined)).toBe("Club sandwich");
    expect(nameInLanguage("Club sandwich", "  ")).toBe("Club sandwich");
  });
});
