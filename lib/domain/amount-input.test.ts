import { parseTypedAmount } from "./amount-input";

describe("an amount typed by a guest", () => {
  it("reads numbers at the menu's decimal places", () => {
    expect(parseTypedAmount("8.44", 2)).toEqual({ ok: true, amount: 8_440 });
    expect(parseTypedAmount("8.445", 2)).toEqual({ ok: true, amount: 8_450 });
    expect(parseTypedAmount("1,5", 3)).toEqual({ ok: true, amount: 1_500 });
    expect(parseTypedAmount("٢٨٫١٤", 2)).toEqual({ ok: true, amount: 28_140 });
  });

  it("refuses text and negatives", () => {
    expect(parseTypedAmount("", 2)).toEqual({ ok: false, error: "not_a_number" });
    expect(parseTypedAmount("ten", 2)).toEqual({ ok: false, error: "not_a_number" });
    expect(parseTypedAmount("-3", 2)).toEqual({ ok: false, error: "below_minimum" });
  });
});
