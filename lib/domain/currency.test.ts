import { isChargeableAmount, isoMinorUnit, moneyDecimals, roundMoney } from "./currency";
import { toMilli } from "./money";

describe("currency minor units (ISO 4217)", () => {
  it("knows AED 2, JPY 0 and the three-decimal dinars", () => {
    expect(isoMinorUnit("AED")).toBe(2);
    expect(isoMinorUnit("jpy")).toBe(0);
    for (const code of ["KWD", "BHD", "OMR", "JOD", "TND", "LYD", "IQD"]) expect(isoMinorUnit(code)).toBe(3);
    expect(isoMinorUnit("XYZ")).toBeNull();
    expect(isoMinorUnit("")).toBeNull();
  });

  it("holds money at price_decimal_places, never finer than the currency's minor unit", () => {
    expect(moneyDecimals({ currency: "AED", price_decimal_places: 3 })).toBe(2);
    expect(moneyDecimals({ currency: "AED", price_decimal_places: 2 })).toBe(2);
    expect(moneyDecimals({ currency: "LBP", price_decimal_places: 0 })).toBe(0);
    expect(moneyDecimals({ currency: "JPY", price_decimal_places: 2 })).toBe(0);
    expect(moneyDecimals({ currency: "KWD", price_decimal_places: 3 })).toBe(3);
    expect(moneyDecimals({ currency: "KWD", price_decimal_places: 2 })).toBe(2);
  });

  it("falls back to price_decimal_places for a code ISO does not know", () => {
    expect(moneyDecimals({ currency: "XYZ", price_decimal_places: 1 })).toBe(1);
    expect(moneyDecimals({ currency: "", price_decimal_places: 3 })).toBe(3);
    expect(moneyDecimals({ currency: null, price_decimal_places: null })).toBe(2);
  });
});

describe("roundMoney: once, half away from zero", () => {
  it("rounds the issue's AED amounts to fils", () => {
    expect(roundMoney(toMilli("13.965"), { currency: "AED" })).toBe(13970);
    expect(roundMoney(toMilli("54.285"), { currency: "AED" })).toBe(54290);
    expect(roundMoney(toMilli("54.284"), { currency: "AED" })).toBe(54280);
    expect(roundMoney(-13965, { currency: "AED" })).toBe(-13970);
  });

  it("rounds JPY to whole yen", () => {
    expect(roundMoney(toMilli("1234.5"), { currency: "JPY", price_decimal_places: 2 })).toBe(1235000);
    expect(roundMoney(toMilli("1234.499"), { currency: "JPY", price_decimal_places: 2 })).toBe(1234000);
  });

  it("keeps KWD's three decimals", () => {
    expect(roundMoney(toMilli("5.125"), { currency: "KWD", price_decimal_places: 3 })).toBe(5125);
    expect(roundMoney(toMilli("5.1255"), { currency: "KWD", price_decimal_places: 3 })).toBe(5126);
  });
});

describe("isChargeableAmount: nothing below the currency's minor unit", () => {
  it("AED, 2 decimals", () => {
    expect(isChargeableAmount(toMilli("12.34"), 2)).toBe(true);
    expect(isChargeableAmount(toMilli("12.345"), 2)).toBe(false);
  });
  it("a currency with 0 decimals (JPY)", () => {
    expect(isChargeableAmount(toMilli("1200"), 0)).toBe(true);
    expect(isChargeableAmount(toMilli("1200.5"), 0)).toBe(false);
  });
  it("a currency with 3 decimals (KWD)", () => {
    expect(isChargeableAmount(toMilli("1.235"), 3)).toBe(true);
  });
});
