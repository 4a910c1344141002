import fc from "fast-check";
import {
  evenSplit,
  initialSplit,
  isSplitValid,
  isValidGuestCount,
  readSplit,
  SPLIT_GUESTS_MAX,
  SPLIT_GUESTS_MIN,
  splitPaymentState,
} from "./split";

describe("split guests (001 section 9: 2 to 6, 'Max upto 6 guests')", () => {
  it("allows 2 to 6 guests", () => {
    expect([SPLIT_GUESTS_MIN, SPLIT_GUESTS_MAX]).toEqual([2, 6]);
    expect([1, 2, 6, 7, 2.5].map(isValidGuestCount)).toEqual([false, true, true, false, false]);
    expect(() => evenSplit(10_000, 7, 2)).toThrow(RangeError);
    expect(() => evenSplit(10_000, 1, 2)).toThrow(RangeError);
  });
});

describe("initial split: balance due in two halves, rounding remainder added to the second", () => {
  it("halves an even balance", () => {
    expect(initialSplit(50_000, 3)).toEqual([25_000, 25_000]);
  });

  it("adds the remainder to the second half at the menu's decimal places", () => {
    expect(initialSplit(10_010, 2)).toEqual([5_000, 5_010]);
    expect(initialSplit(10_001, 3)).toEqual([5_000, 5_001]);
    expect(initialSplit(7_000, 0)).toEqual([3_000, 4_000]);
  });

  it("splits the balance as displayed, so that each part is displayable", () => {
    // 10.005 shows as 10.01 with 2 decimals.
    expect(initialSplit(10_005, 2)).toEqual([5_000, 5_010]);
    expect(initialSplit(10_004, 2)).toEqual([5_000, 5_000]);
  });

  it("has nothing to split when the balance due is 0 or change is owed", () => {
    expect(initialSplit(0, 2)).toEqual([0, 0]);
    expect(initialSplit(-3_000, 2)).toEqual([0, 0]);
  });
});

describe("even split between 2 and 6 guests", () => {
  it("gives the rounding remainder to the last guest", () => {
    expect(evenSplit(100_000, 3, 2)).toEqual([33_330, 33_330, 33_340]);
    expect(evenSplit(100_000, 3, 3)).toEqual([33_333, 33_333, 33_334]);
    expect(evenSplit(10_000, 6, 0)).toEqual([1_000, 1_000, 1_000, 1_000, 1_000, 5_000]);
  });
});

describe("split validity (Confirm Split enabled only when the sum equals the balance due)", () => {
  it("accepts amounts adding up to the balance due at the menu's decimal places", () => {
    expect(isSplitValid([5_000, 5_010], 10_005, 2)).toBe(true);
    expect(isSplitValid([4_000, 3_000, 3_000], 10_000, 3)).toBe(true);
  });

  it("refuses other sums ('Invalid Split Total')", () => {
    expect(isSplitValid([5_000, 5_000], 10_010, 2)).toBe(false);
    expect(isSplitValid([5_000, 5_001], 10_000, 3)).toBe(false);
  });

  it("refuses fewer than 2 or more than 6 parts, and zero or negative parts", () => {
    expect(isSplitValid([10_000], 10_000, 2)).toBe(false);
    expect(
      isSplitValid(
        Array.from({ length: 7 }, () => 1_000),
        7_000,
        2,
      ),
    ).toBe(false);
    expect(isSplitValid([10_000, 0], 10_000, 2)).toBe(false);
    expect(isSplitValid([15_000, -5_000], 10_000, 2)).toBe(false);
  });

  it("compares each part as it will be charged", () => {
    // 5.004 is charged as 5.00: two of them do not pay 10.01.
    expect(isSplitValid([5_004, 5_004], 10_008, 2)).toBe(false);
  });
});

describe("split properties", () => {
  it("always sums to the balance due and is valid", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 3 }),
        (balanceDue, guests, decimals) => {
          const parts = evenSplit(balanceDue, guests, decimals);
          const step = 10 ** (3 - decimals);
          const shown = Math.round(balanceDue / step) * step;
          expect(parts).toHaveLength(guests);
          expect(parts.reduce((total, part) => total + part, 0)).toBe(shown);
          expect(parts.every((part) => part >= 0 && part % step === 0)).toBe(true);
          const last = parts[parts.length - 1] ?? 0;
          expect(parts.slice(0, -1).every((part) => part <= last && last - part < guests * step)).toBe(true);
          if (parts.every((part) => part > 0)) expect(isSplitValid(parts, balanceDue, decimals)).toBe(true);
        },
      ),
    );
  });
});

describe("the split as typed (001 section 4: sum equal to the balance due at the menu's decimals)", () => {
  // A balance due of AED 84.42 between 3 guests: 28.14 each.
  const due = 84_420;

  it("is valid when the amounts add up to the balance due", () => {
    expect(readSplit(["28.14", "28.14", "28.14"], due, 2)).toEqual({ amounts: [28_140, 28_140, 28_140], total: due, valid: true });
    expect(readSplit(["40", "40", "4.42"], due, 2).valid).toBe(true);
  });

  it("is invalid when they do not, with the total of what was typed", () => {
    expect(readSplit(["30", "28.14", "28.14"], due, 2)).toEqual({ amounts: [30_000, 28_140, 28_140], total: 86_280, valid: false });
  });

  it("is invalid while an amount is not a number, totalling the others", () => {
    expect(readSplit(["28.14", "", "28.14"], due, 2)).toEqual({ amounts: null, total: 56_280, valid: false });
    expect(readSplit(["84.42", "-0"], due, 2).valid).toBe(false);
  });
});

describe("split payment entries: AVAILABLE selectable, PENDING in progress, otherwise paid", () => {
  it("reads the status", () => {
    expect(["AVAILABLE", "PENDING", "PAID", "anything"].map(splitPaymentState)).toEqual(["available", "pending", "paid", "paid"]);
  });
});
