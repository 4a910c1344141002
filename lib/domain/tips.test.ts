import fc from "fast-check";
import {
  canResetTips,
  DEFAULT_TIPS,
  isTipWithinBounds,
  maxTips,
  parseCustomTip,
  TIP_PERCENTAGES,
  tipFromPercent,
  totalWithoutTips,
} from "./tips";

describe("tip choices (001 section 9)", () => {
  it("offers 0, 5, 10 and 15 % and defaults to 0.000", () => {
    expect(TIP_PERCENTAGES).toEqual([0, 5, 10, 15]);
    expect(DEFAULT_TIPS).toBe(0);
  });

  it("computes each choice on the total without tips, at the menu's decimal places", () => {
    expect(TIP_PERCENTAGES.map((percent) => tipFromPercent(45_500, percent, 2))).toEqual([0, 2_280, 4_550, 6_830]);
    expect(TIP_PERCENTAGES.map((percent) => tipFromPercent(45_500, percent, 3))).toEqual([0, 2_275, 4_550, 6_825]);
    expect(tipFromPercent(45_500, 15, 0)).toBe(7_000);
  });

  it("rounds once, straight to the menu's places (totals are kept at 3 decimals)", () => {
    // 10 % of 78.645 is 7.8645: 7.86 at 2 places, not 7.865 rounded again to 7.87.
    expect(tipFromPercent(78_645, 10, 2)).toBe(7_860);
    expect(tipFromPercent(78_645, 10, 3)).toBe(7_865);
    expect(tipFromPercent(78_650, 10, 2)).toBe(7_870);
  });

  it("never tips a zero or negative total", () => {
    expect(tipFromPercent(0, 15, 2)).toBe(0);
    expect(tipFromPercent(-1_000, 10, 2)).toBe(0);
    expect(tipFromPercent(10_000, -5, 2)).toBe(0);
  });
});

describe("custom tip (001 section 5: numeric, minimum 0, menu's decimal places)", () => {
  it("reads numbers and rounds them to the menu's decimal places", () => {
    expect(parseCustomTip("5", 2)).toEqual({ ok: true, tips: 5_000 });
    expect(parseCustomTip(" 2.5 ", 3)).toEqual({ ok: true, tips: 2_500 });
    expect(parseCustomTip("2.345", 2)).toEqual({ ok: true, tips: 2_350 });
    expect(parseCustomTip(".5", 0)).toEqual({ ok: true, tips: 1_000 });
    expect(parseCustomTip("7.", 2)).toEqual({ ok: true, tips: 7_000 });
  });

  it("rounds the typed digits once, not via thousandths", () => {
    expect(parseCustomTip("1.2345", 2)).toEqual({ ok: true, tips: 1_230 });
    expect(parseCustomTip("1.2355", 3)).toEqual({ ok: true, tips: 1_236 });
  });

  it("accepts Arabic-Indic and Persian digits and a decimal comma", () => {
    expect(parseCustomTip("١٢٫٥", 2)).toEqual({ ok: true, tips: 12_500 });
    expect(parseCustomTip("۳", 2)).toEqual({ ok: true, tips: 3_000 });
    expect(parseCustomTip("1,75", 2)).toEqual({ ok: true, tips: 1_750 });
  });

  it("refuses what is not a number and what is below 0", () => {
    for (const text of ["", " ", "abc", "1e3", "1.2.3", "1,000.50", "5 OMR", "."]) {
      expect(parseCustomTip(text, 2)).toEqual({ ok: false, error: "not_a_number" });
    }
    expect(parseCustomTip("-1", 2)).toEqual({ ok: false, error: "below_minimum" });
    expect(parseCustomTip("0", 2)).toEqual({ ok: true, tips: 0 });
    expect(parseCustomTip("-0", 2)).toEqual({ ok: true, tips: 0 });
  });

  it("gives a non-negative amount at the menu's decimal places for any typed number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 3 }), (milli, decimals) => {
        const result = parseCustomTip((milli / 1000).toFixed(3), decimals);
        if (!result.ok) throw new Error("a plain number was refused");
        expect(result.tips).toBeGreaterThanOrEqual(0);
        expect(result.tips % 10 ** (3 - decimals)).toBe(0);
        expect(Math.abs(result.tips - milli)).toBeLessThanOrEqual(10 ** (3 - decimals) / 2);
      }),
    );
  });
});

describe("tips reset (001 section 4)", () => {
  const state = { tips: 2_000, payments: [], hasActiveOrder: true };

  it("is allowed only when tips exist, no payments exist and an active order exists", () => {
    expect(canResetTips(state)).toBe(true);
    expect(canResetTips({ ...state, tips: 0 })).toBe(false);
    expect(canResetTips({ ...state, payments: [{ payment_type: "card", amount: 5 }] })).toBe(false);
    expect(canResetTips({ ...state, hasActiveOrder: false })).toBe(false);
  });
});

describe("total without tips", () => {
  it("takes the order's current tips off its total, never below 0", () => {
    expect(totalWithoutTips(92_860, 8_440)).toBe(84_420);
    expect(totalWithoutTips(84_420, 0)).toBe(84_420);
    expect(totalWithoutTips(1_000, 2_000)).toBe(0);
  });
});

describe("tips bound (issue 24)", () => {
  it("allows up to the subtotal and no more: 999 on a 50.40 bill is refused", () => {
    expect(maxTips(50_400, null)).toBe(50_400);
    expect(isTipWithinBounds(50_400, 50_400, null)).toBe(true);
    expect(isTipWithinBounds(999_000, 50_400, null)).toBe(false);
  });

  it("takes the venue's maximum when it is lower than the subtotal", () => {
    expect(maxTips(50_400, 20_000)).toBe(20_000);
    expect(maxTips(10_000, 20_000)).toBe(10_000);
    expect(isTipWithinBounds(20_010, 50_400, 20_000)).toBe(false);
  });
});
