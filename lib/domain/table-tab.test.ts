import { isClosedTabOrder, isTabClosed, myItemsPayment, tabGuestNumbers } from "./table-tab";

describe("tabGuestNumbers", () => {
  it("numbers devices by their first line, leaves lines without a device unnumbered", () => {
    const lines = [{ tabGuest: "a" }, { tabGuest: "b" }, { tabGuest: null }, { tabGuest: "a" }, { tabGuest: "c" }];
    expect(tabGuestNumbers(lines)).toEqual([1, 2, null, 1, 3]);
  });
});

describe("myItemsPayment", () => {
  const lines = [
    { amount: 22_000, cartUuid: "mine-1", deleted: false },
    { amount: 30_000, cartUuid: "theirs", deleted: false },
    { amount: 8_000, cartUuid: "mine-2", deleted: false },
    { amount: 50_000, cartUuid: "mine-3", deleted: true },
  ];
  const mine = new Set(["mine-1", "mine-2", "mine-3"]);

  it("shares the total (taxes included) in proportion to my lines, deleted lines on nobody's bill", () => {
    // 30 of 60 ordered is mine: half of the total 63.00 (with 5 % tax).
    expect(myItemsPayment(lines, mine, { total: 63_000, balanceDue: 63_000 }, 2)).toEqual({ kind: "share", amounts: [31_500, 31_500] });
  });

  it("rounds my share to the menu's decimals and leaves the rest to the others", () => {
    const thirds = [
      { amount: 10_000, cartUuid: "m", deleted: false },
      { amount: 20_000, cartUuid: "o", deleted: false },
    ];
    expect(myItemsPayment(thirds, new Set(["m"]), { total: 10_000, balanceDue: 10_000 }, 2)).toEqual({
      kind: "share",
      amounts: [3_330, 6_670],
    });
  });

  it("pays the whole balance when my share is all that is left", () => {
    // The others paid 33.00 of 63.00: my 31.50 is more than the 30.00 due.
    expect(myItemsPayment(lines, mine, { total: 63_000, balanceDue: 30_000 }, 2)).toEqual({ kind: "whole", amount: 30_000 });
  });

  it("has nothing to pay without lines of mine or without a balance", () => {
    expect(myItemsPayment(lines, new Set(), { total: 63_000, balanceDue: 63_000 }, 2)).toEqual({ kind: "nothing" });
    expect(myItemsPayment(lines, mine, { total: 63_000, balanceDue: 0 }, 2)).toEqual({ kind: "nothing" });
    expect(myItemsPayment([], mine, { total: 0, balanceDue: 0 }, 2)).toEqual({ kind: "nothing" });
  });
});

describe("isTabClosed", () => {
  it("closes once paid in full, not before anything was paid", () => {
    expect(isTabClosed({ paid: 63_000, balanceDue: 0 }, 2)).toBe(true);
    expect(isTabClosed({ paid: 0, balanceDue: 0 }, 2)).toBe(false);
    expect(isTabClosed({ paid: 31_500, balanceDue: 31_500 }, 2)).toBe(false);
    // A remainder below the menu's decimals cannot be charged.
    expect(isTabClosed({ paid: 10_000, balanceDue: 4 }, 2)).toBe(true);
  });
});

describe("isClosedTabOrder", () => {
  const tabLines = [{ tab_guest_number: 1 }, { tab_guest_number: 2 }];
  it("is a tab whose lines are numbered by guest, paid and with nothing due", () => {
    expect(isClosedTabOrder({ line_items: tabLines, payments: [{ amount: "42.000" }, { amount: 84 }], balance_due: "0.000" })).toBe(true);
    expect(isClosedTabOrder({ line_items: tabLines, payments: [{ amount: "42.000" }], balance_due: "84.000" })).toBe(false);
    expect(isClosedTabOrder({ line_items: tabLines, payments: [], balance_due: 0 })).toBe(false);
  });
  it("is never an order without a guest's number on a line, nor one not read whole", () => {
    expect(isClosedTabOrder({ line_items: [{ tab_guest_number: null }], payments: [{ amount: 10 }], balance_due: 0 })).toBe(false);
    expect(isClosedTabOrder({ payments: [{ amount: 10 }], balance_due: 0 })).toBe(false);
  });
});
