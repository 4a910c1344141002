import fc from "fast-check";
import {
  altAmount,
  currencyPrefix,
  decimalPlaces,
  formatAltMoney,
  formatAmount,
  formatInputAmount,
  formatMoney,
  localiseDigits,
  usesArabicNumerals,
  type MoneySettings,
} from "./money-format";
import { roundToDecimals, toMilli } from "./money";

const aed: MoneySettings = { currency: "AED", price_decimal_places: 2 };
const kwd: MoneySettings = { currency: "KWD", price_decimal_places: 3 };
const jpy: MoneySettings = { currency: "JPY", currency_symbol: "¥", price_decimal_places: 0 };

describe("amounts computed at 3 decimals, shown with price_decimal_places (000 section 5)", () => {
  it("rounds half away from zero to the venue's places", () => {
    expect(formatAmount(12345, 2, "en", false)).toBe("12.35");
    expect(formatAmount(12344, 2, "en", false)).toBe("12.34");
    expect(formatAmount(12345, 3, "en", false)).toBe("12.345");
    expect(formatAmount(12500, 0, "en", false)).toBe("13");
    expect(formatAmount(12499, 0, "en", false)).toBe("12");
    expect(formatAmount(12345, 1, "en", false)).toBe("12.3");
    expect(formatAmount(0, 2, "en", false)).toBe("0.00");
    expect(formatAmount(5, 2, "en", false)).toBe("0.01");
  });

  it("reads price_decimal_places as 0 to 3, defaulting to 2", () => {
    expect(decimalPlaces(3)).toBe(3);
    expect(decimalPlaces("0")).toBe(0);
    expect(decimalPlaces(7)).toBe(3);
    expect(decimalPlaces(-1)).toBe(0);
    expect(decimalPlaces(undefined)).toBe(2);
    expect(decimalPlaces(null)).toBe(2);
    expect(decimalPlaces("two")).toBe(2);
    expect(decimalPlaces(2.5)).toBe(2);
    expect(decimalPlaces(undefined, 3)).toBe(3);
  });

  it("groups thousands with commas", () => {
    expect(formatAmount(1234500, 2, "en", false)).toBe("1,234.50");
    expect(formatAmount(999999, 2, "en", false)).toBe("1,000.00");
    expect(formatAmount(450000000, 0, "en", false)).toBe("450,000");
    expect(formatAmount(1234567890, 3, "en", false)).toBe("1,234,567.890");
    expect(formatAmount(1234500, 2, "en", false, { grouping: false })).toBe("1234.50");
  });

  it("puts a leading minus on negative amounts, but not on one that rounds to zero", () => {
    expect(formatAmount(-2500, 2, "en", false)).toBe("-2.50");
    expect(formatAmount(-1234500, 2, "en", false)).toBe("-1,234.50");
    expect(formatAmount(-4, 2, "en", false)).toBe("0.00");
    expect(formatAmount(-5, 2, "en", false)).toBe("-0.01");
  });

  it("shows exactly the amount rounded to the venue's places", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 3 }), (milli, places) => {
        const shown = Number(formatAmount(milli, places, "en", false).replace(/,/g, ""));
        expect(toMilli(shown)).toBe(roundToDecimals(milli, places) || 0);
      }),
    );
  });

  it("gives inputs plain text (tips: 'formatted to the menu's decimal places', default 0.000)", () => {
    expect(formatInputAmount(0, 3)).toBe("0.000");
    expect(formatInputAmount(1234500, 2)).toBe("1234.50");
    expect(formatInputAmount(1234500, 0)).toBe("1235");
  });
});

describe("Arabic-Indic numerals only for ar with enable_arabic_numerals (000 section 5)", () => {
  it("uses Arabic digits and the Arabic decimal and thousands separators", () => {
    expect(formatAmount(12500, 2, "ar", true)).toBe("١٢٫٥٠");
    expect(formatAmount(1234500, 2, "ar", true)).toBe("١٬٢٣٤٫٥٠");
    expect(formatAmount(1250, 3, "ar", true)).toBe("١٫٢٥٠");
    expect(formatAmount(-2500, 2, "ar", true)).toBe("-٢٫٥٠");
  });

  it("keeps Western digits in other languages or with the flag off", () => {
    expect(formatAmount(12500, 2, "en", true)).toBe("12.50");
    expect(formatAmount(12500, 2, "fa", true)).toBe("12.50");
    expect(formatAmount(12500, 2, "ar", false)).toBe("12.50");
    expect(formatAmount(12500, 2, "ar", undefined)).toBe("12.50");
    expect(usesArabicNumerals("ar", true)).toBe(true);
    expect(usesArabicNumerals("AR-ae", true)).toBe(true);
    expect(usesArabicNumerals("he", true)).toBe(false);
  });

  it("localises digits of free text such as the cart badge count", () => {
    expect(localiseDigits("3", "ar", true)).toBe("٣");
    expect(localiseDigits("10", "ar", true)).toBe("١٠");
    expect(localiseDigits("1234567890", "ar", true)).toBe("١٢٣٤٥٦٧٨٩٠");
    expect(localiseDigits("Qty 12", "ar", true)).toBe("Qty ١٢");
    expect(localiseDigits("10", "en", true)).toBe("10");
    expect(localiseDigits("10", "ar", false)).toBe("10");
  });

  it("shows the same value in both digit systems", () => {
    const arabicToWestern = (text: string) =>
      text
        .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
        .replace(/٬/g, ",")
        .replace(/٫/g, ".");
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 3 }), (milli, places) => {
        expect(arabicToWestern(formatAmount(milli, places, "ar", true))).toBe(formatAmount(milli, places, "en", false));
      }),
    );
  });
});

describe("currency prefixes (000 section 9)", () => {
  // 000 section 9 word for word: the test reads the specification, not a copy of the table.
  const SPECIFIED =
    "AED, BHD, EGP, EUR euro sign, GBP pound sign, INR rupee sign, JOD, KES 'KSh', KWD, LBP, MXN '$', NGN naira sign, OMR, PHP peso sign, QAR 'QR', RON, SAR, SGD 'S$', TZS 'TSh', USD 'US$', YER";
  const SIGNS: Record<string, string> = { euro: "€", pound: "£", rupee: "₹", naira: "₦", peso: "₱" };
  const specified = SPECIFIED.split(", ").map((entry) => {
    const [, code = "", quoted, sign] = /^([A-Z]{3})(?: '(.+)'| (\w+) sign)?$/.exec(entry) ?? [];
    return [code, quoted ?? (sign ? SIGNS[sign] : code)] as const;
  });

  it.each(specified)("shows %s as the specification's %s, before the amount", (code, prefix) => {
    expect(prefix).toBeDefined();
    expect(currencyPrefix(code, null, undefined)).toBe(prefix);
    expect([`${prefix}12.50`, `${prefix} 12.50`]).toContain(formatMoney(12500, { currency: code, price_decimal_places: 2 }, "en"));
  });

  it("shows codes with a space and signs tight against the amount", () => {
    expect(formatMoney(12500, aed, "en")).toBe("AED 12.50");
    expect(formatMoney(12500, { currency: "EUR", price_decimal_places: 2 }, "en")).toBe("€12.50");
    expect(formatMoney(12500, { currency: "GBP", price_decimal_places: 2 }, "en")).toBe("£12.50");
    expect(formatMoney(12500, { currency: "INR", price_decimal_places: 2 }, "en")).toBe("₹12.50");
    expect(formatMoney(12500, { currency: "USD", price_decimal_places: 2 }, "en")).toBe("US$12.50");
    expect(formatMoney(12500, { currency: "SGD", price_decimal_places: 2 }, "en")).toBe("S$12.50");
    expect(formatMoney(12500, { currency: "MXN", price_decimal_places: 2 }, "en")).toBe("$12.50");
    expect(formatMoney(12500, { currency: "NGN", price_decimal_places: 2 }, "en")).toBe("₦12.50");
    expect(formatMoney(12500, { currency: "PHP", price_decimal_places: 2 }, "en")).toBe("₱12.50");
    expect(formatMoney(12500, { currency: "KES", price_decimal_places: 2 }, "en")).toBe("KSh 12.50");
    expect(formatMoney(12500, { currency: "QAR", price_decimal_places: 2 }, "en")).toBe("QR 12.50");
    expect(formatMoney(12500000, { currency: "TZS", price_decimal_places: 0 }, "en")).toBe("TSh 12,500");
  });

  it("shows KWD at 3 decimals and a 0-decimal currency without a fraction", () => {
    expect(formatMoney(1250, kwd, "en")).toBe("KWD 1.250");
    expect(formatMoney(toMilli("0.125"), kwd, "en")).toBe("KWD 0.125");
    expect(formatMoney(1275000, jpy, "en")).toBe("¥1,275");
    expect(formatMoney(899100, jpy, "en")).toBe("¥899");
    expect(formatMoney(450000000, { currency: "LBP", price_decimal_places: 0 }, "en")).toBe("LBP 450,000");
  });

  it("lets the menu's currency_symbol override the table and falls back to the code", () => {
    expect(formatMoney(12500, { ...aed, currency_symbol: "د.إ" }, "en")).toBe("د.إ 12.50");
    expect(formatMoney(12500, { currency: "CHF", price_decimal_places: 2 }, "en")).toBe("CHF 12.50");
    expect(formatMoney(12500, { currency: "chf", currency_symbol: "  ", price_decimal_places: 2 }, "en")).toBe("CHF 12.50");
    expect(formatMoney(12500, { currency: "", price_decimal_places: 2 }, "en")).toBe("12.50");
  });

  it("shows the code when display_currency is false or 'code', the symbol otherwise", () => {
    expect(currencyPrefix("EUR", null, undefined)).toBe("€");
    expect(currencyPrefix("EUR", null, true)).toBe("€");
    expect(currencyPrefix("EUR", null, "symbol")).toBe("€");
    expect(currencyPrefix("EUR", "EURO", true)).toBe("EURO");
    expect(currencyPrefix("EUR", "EURO", false)).toBe("EUR");
    expect(currencyPrefix("EUR", null, "code")).toBe("EUR");
    expect(currencyPrefix(null, "€", false)).toBe("€");
    expect(formatMoney(12500, { currency: "USD", display_currency: false, price_decimal_places: 2 }, "en")).toBe("USD 12.50");
  });

  it("puts the minus before the prefix for discounts", () => {
    expect(formatMoney(-5000, aed, "en")).toBe("-AED 5.00");
    expect(formatMoney(-5000, { currency: "EUR", price_decimal_places: 2 }, "en")).toBe("-€5.00");
    expect(formatMoney(-250, kwd, "en")).toBe("-KWD 0.250");
  });

  it("combines the prefix with Arabic numerals for ar only", () => {
    const arabicAed = { ...aed, enable_arabic_numerals: true };
    expect(formatMoney(1234500, arabicAed, "ar")).toBe("AED ١٬٢٣٤٫٥٠");
    expect(formatMoney(1234500, arabicAed, "en")).toBe("AED 1,234.50");
    expect(formatMoney(-5000, arabicAed, "ar")).toBe("-AED ٥٫٠٠");
  });
});

describe("alternate currency: main amount × alt_currency_exchange_rate (001 section 9)", () => {
  const withUsd: MoneySettings = {
    ...aed,
    enable_alt_currency: true,
    alt_currency: "USD",
    alt_currency_price_decimal_places: 2,
    alt_currency_exchange_rate: "0.2723",
  };

  it("converts and shows with alt_currency_price_decimal_places", () => {
    expect(altAmount(25000, withUsd)).toBe(6808);
    expect(formatAltMoney(25000, withUsd, "en")).toBe("US$6.81");
    expect(formatAltMoney(10000, { ...withUsd, alt_currency_price_decimal_places: 3 }, "en")).toBe("US$2.723");
  });

  it("prefers alt_currency_symbol, and the alt code otherwise", () => {
    expect(formatAltMoney(25000, { ...withUsd, alt_currency_symbol: "$" }, "en")).toBe("$6.81");
    expect(formatAltMoney(25000, { ...withUsd, alt_currency: "CAD" }, "en")).toBe("CAD 6.81");
  });

  it("shows KWD → AED at 2 places and a 0-decimal alt currency", () => {
    const kwdToAed: MoneySettings = {
      ...kwd,
      enable_alt_currency: true,
      alt_currency: "AED",
      alt_currency_price_decimal_places: 2,
      alt_currency_exchange_rate: 11.95,
    };
    expect(formatAltMoney(1250, kwdToAed, "en")).toBe("AED 14.94");
    const aedToJpy: MoneySettings = {
      ...aed,
      enable_alt_currency: true,
      alt_currency: "JPY",
      alt_currency_symbol: "¥",
      alt_currency_price_decimal_places: 0,
      alt_currency_exchange_rate: "40.5",
    };
    expect(formatAltMoney(25000, aedToJpy, "en")).toBe("¥1,013");
  });

  it("falls back to price_decimal_places when the alt places are missing", () => {
    const noAltPlaces = { ...withUsd, alt_currency_price_decimal_places: undefined, price_decimal_places: 3 };
    expect(formatAltMoney(10000, noAltPlaces, "en")).toBe("US$2.723");
  });

  it("uses Arabic numerals for the alternate amount too", () => {
    expect(formatAltMoney(25000, { ...withUsd, enable_arabic_numerals: true }, "ar")).toBe("US$٦٫٨١");
  });

  it("shows nothing unless enabled with a usable rate", () => {
    expect(formatAltMoney(25000, { ...withUsd, enable_alt_currency: false }, "en")).toBeNull();
    expect(formatAltMoney(25000, { ...withUsd, enable_alt_currency: undefined }, "en")).toBeNull();
    expect(formatAltMoney(25000, { ...withUsd, alt_currency_exchange_rate: 0 }, "en")).toBeNull();
    expect(formatAltMoney(25000, { ...withUsd, alt_currency_exchange_rate: null }, "en")).toBeNull();
    expect(formatAltMoney(25000, { ...withUsd, alt_currency_exchange_rate: "abc" }, "en")).toBeNull();
    expect(formatAltMoney(25000, { ...withUsd, alt_currency_exchange_rate: -1 }, "en")).toBeNull();
  });
});
