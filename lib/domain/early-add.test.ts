import { addsBeforeHydration, type EarlyAddInput } from "./early-add";

const plain: EarlyAddInput = { hasChoices: false, buttonAddsToCart: true, refusesSameItem: false, sharesTableOrder: false };

describe("a tap on Add before hydration adds at once (issue 27 item 6)", () => {
  test("for a product without choices on a venue that allows the same item twice", () => {
    expect(addsBeforeHydration(plain)).toBe(true);
  });

  test.each<[string, Partial<EarlyAddInput>]>([
    ["a variation or combo to choose", { hasChoices: true }],
    ["a button that does not add (out of stock, already added, adding)", { buttonAddsToCart: false }],
    ["a venue where a cart holding it says 'Already Added To Cart'", { refusesSameItem: true }],
    ["a partner or table-tab venue, whose adds go to the table's order", { sharesTableOrder: true }],
  ])("not with %s: the tap waits for hydration", (_, change) => {
    expect(addsBeforeHydration({ ...plain, ...change })).toBe(false);
  });
});
