import { fromMilli, multiply, percentOf, roundToDecimals, sum, toMilli } from "./money";

describe("money in thousandths", () => {
  it("parses numbers and numeric text at three decimals", () => {
    expect(toMilli(12.5)).toBe(12500);
    expect(toMilli("12.500")).toBe(12500);
    expect(toMilli("0.001")).toBe(1);
    expect(toMilli(1.005)).toBe(1005);
    expect(toMilli(null)).toBe(0);
    expect(toMilli("abc")).toBe(0);
  });

  it("converts back to units", () => {
    expect(fromMilli(12345)).toBe(12.345);
  });

  it("takes percentages rounded half away from zero", () => {
    expect(percentOf(10000, 5)).toBe(500);
    expect(percentOf(1, 50)).toBe(1);
    expect(percentOf(-1, 50)).toBe(-1);
    expect(percentOf(33333, 10)).toBe(3333);
  });

  it("multiplies by exchange rates", () => {
    expect(multiply(10000, 0.2723)).toBe(2723);
  });

  it("rounds to the menu's decimal places", () => {
    expect(roundToDecimals(12345, 2)).toBe(12350);
    expect(roundToDecimals(12344, 2)).toBe(12340);
    expect(roundToDecimals(12500, 0)).toBe(13000);
    expect(roundToDecimals(12345, 3)).toBe(12345);
  });

  it("sums exactly", () => {
    expect(sum([100, 200, 1])).toBe(301);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(fromMilli(sum([toMilli(0.1), toMilli(0.2)]))).toBe(0.3);
  });
});
