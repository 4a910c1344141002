import { earlyAdd, earlyAddAttributes, type EarlyAddInput } from "./early-add";

const plain: EarlyAddInput = { hasChoices: false, buttonAddsToCart: true, refusesSameItem: false, sharesTableOrder: false };

describe("a tap on Add before hydration adds at once (issue 27 item 6)", () => {
  test("for a product without choices on a venue that allows the same item twice", () => {
    expect(earlyAdd(plain)).toBe("yes");
  });

  test("on a partner or table-tab venue, only on a device that has not joined the table's order", () => {
    expect(earlyAdd({ ...plain, sharesTableOrder: true })).toBe("unless-table-order");
  });

  test.each<[string, Partial<EarlyAddInput>]>([
    ["a variation or combo to choose", { hasChoices: true }],
    ["a button that does not add (out of stock, already added, adding)", { buttonAddsToCart: false }],
    ["a venue where a cart holding it says 'Already Added To Cart'", { refusesSameItem: true }],
    ["choices on a table-tab venue", { hasChoices: true, sharesTableOrder: true }],
  ])("not with %s: the tap waits for hydration", (_, change) => {
    expect(earlyAdd({ ...plain, ...change })).toBe("no");
  });
});

describe("the button's attributes for the page's first script", () => {
  const line = { id: 601, qty: 1 };

  test("carry the line where it adds at once", () => {
    expect(earlyAddAttributes("yes", () => line)).toEqual({ "data-early-line": '{"id":601,"qty":1}' });
  });

  test("mark a table-tab venue's line so a device with a table order waits", () => {
    expect(earlyAddAttributes("unless-table-order", () => line)).toEqual({
      "data-early-line": '{"id":601,"qty":1}',
      "data-early-unless-order": "",
    });
  });

  test("carry nothing (and build no line) where the tap waits", () => {
    const build = jest.fn(() => line);
    expect(earlyAddAttributes("no", build)).toEqual({});
    expect(build).not.toHaveBeenCalled();
  });
});
