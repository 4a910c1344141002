import { digitsIn, formatCount, numberingSystem } from "./numbering";

describe("numberingSystem (000 section 5: Arabic-Indic digits only for ar with enable_arabic_numerals)", () => {
  it("is arab only for Arabic with the flag on", () => {
    expect(numberingSystem("ar", true)).toBe("arab");
    expect(numberingSystem("ar-AE", true)).toBe("arab");
    expect(numberingSystem("AR", true)).toBe("arab");
  });

  it("is latn for Arabic with the flag off or absent", () => {
    expect(numberingSystem("ar", false)).toBe("latn");
    expect(numberingSystem("ar", null)).toBe("latn");
    expect(numberingSystem("ar", undefined)).toBe("latn");
  });

  it("is latn for every other language, Persian and Hebrew included, whatever the flag", () => {
    for (const lang of ["en", "fa", "he", "de", "th", "zh-hans", "kp"]) {
      expect(numberingSystem(lang, true)).toBe("latn");
      expect(numberingSystem(lang, false)).toBe("latn");
    }
  });
});

describe("digitsIn", () => {
  it("writes Western digits as Arabic-Indic ones and leaves other characters", () => {
    expect(digitsIn("Table 12, 3 guests", "arab")).toBe("Table ١٢, ٣ guests");
  });

  it("writes Arabic-Indic and Persian digits as Western ones", () => {
    expect(digitsIn("٤٥ و ۶", "latn")).toBe("45 و 6");
  });

  it("writes Persian digits as Arabic-Indic ones", () => {
    expect(digitsIn("۱۲۳۴۵۶۷۸۹۰", "arab")).toBe("١٢٣٤٥٦٧٨٩٠");
  });
});

describe("formatCount", () => {
  it("writes whole numbers without grouping in the screen's system", () => {
    expect(formatCount(0, "arab")).toBe("٠");
    expect(formatCount(1234, "arab")).toBe("١٢٣٤");
    expect(formatCount(1234, "latn")).toBe("1234");
    expect(formatCount(3.7, "latn")).toBe("3");
  });
});
