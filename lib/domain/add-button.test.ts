import { canOrderProduct } from "./ordering";
import {
  addButtonState,
  addedToOrderRedirect,
  hasActivePartnerOrder,
  isComboSelectionComplete,
  showsInlineAdd,
  variationModalAddButton,
  type AddButtonInput,
  type AddButtonState,
  type ProductAddButtonState,
} from "./add-button";

const ready: AddButtonInput = {
  alreadyInCart: false,
  enableAddingSameItemCart: false,
  outOfStock: false,
  variationsComplete: true,
  combosComplete: true,
  adding: false,
  activePartnerOrder: false,
};

describe("addButtonState: 'Add button label states' (spec 000 section 2) and when it is disabled (section 5)", () => {
  it.each<[string, Partial<AddButtonInput>, ProductAddButtonState]>([
    ["nothing blocks: 'Add To Cart'", {}, { label: "addToCart", disabled: false, needsChoice: false }],
    ["already in the cart, same-item adding off", { alreadyInCart: true }, { label: "alreadyAdded", disabled: true, needsChoice: false }],
    [
      "already in the cart, enable_adding_same_item_cart on",
      { alreadyInCart: true, enableAddingSameItemCart: true },
      { label: "addToCart", disabled: false, needsChoice: false },
    ],
    ["out of stock", { outOfStock: true }, { label: "outOfStock", disabled: true, needsChoice: false }],
    [
      "a required variation has no choice: a tap leads to it",
      { variationsComplete: false },
      { label: "addToCart", disabled: true, needsChoice: true },
    ],
    ["a combo group has no selected product", { combosComplete: false }, { label: "addToCart", disabled: true, needsChoice: true }],
    ["an add to the cart is in progress", { adding: true }, { label: "addToCart", disabled: true, needsChoice: false }],
    [
      "an active partner order exists: 'Add to Order'",
      { activePartnerOrder: true },
      { label: "addToOrder", disabled: false, needsChoice: false },
    ],
    [
      "adding to the active order: 'Adding to Order'",
      { activePartnerOrder: true, adding: true },
      { label: "addingToOrder", disabled: true, needsChoice: false },
    ],
    [
      "active order but a required variation is missing",
      { activePartnerOrder: true, variationsComplete: false },
      { label: "addToOrder", disabled: true, needsChoice: true },
    ],
    [
      "already added while a choice is missing: the label says why, a tap leads nowhere",
      { alreadyInCart: true, variationsComplete: false },
      { label: "alreadyAdded", disabled: true, needsChoice: false },
    ],
    [
      "out of stock and a combo group empty",
      { outOfStock: true, combosComplete: false },
      { label: "outOfStock", disabled: true, needsChoice: false },
    ],
    [
      "an add in progress while a choice is missing",
      { adding: true, variationsComplete: false },
      { label: "addToCart", disabled: true, needsChoice: false },
    ],
  ])("%s", (_case, change, expected) => {
    expect(addButtonState({ ...ready, ...change })).toEqual(expected);
  });

  describe("precedence: already added > out of stock > adding to order > add to order > add to cart", () => {
    it.each<[string, Partial<AddButtonInput>, AddButtonState["label"]]>([
      ["already added beats out of stock", { alreadyInCart: true, outOfStock: true }, "alreadyAdded"],
      ["already added beats an active order", { alreadyInCart: true, activePartnerOrder: true }, "alreadyAdded"],
      ["out of stock beats an active order", { outOfStock: true, activePartnerOrder: true }, "outOfStock"],
      ["out of stock beats adding to order", { outOfStock: true, activePartnerOrder: true, adding: true }, "outOfStock"],
      [
        "same-item adding on lets out of stock show",
        { alreadyInCart: true, enableAddingSameItemCart: true, outOfStock: true },
        "outOfStock",
      ],
    ])("%s", (_case, change, label) => {
      const state = addButtonState({ ...ready, ...change });
      expect(state.label).toBe(label);
      expect(state.disabled).toBe(true);
    });
  });

  it("is enabled only when no disabling condition holds (all 2^7 combinations)", () => {
    const keys = Object.keys(ready) as (keyof AddButtonInput)[];
    for (let mask = 0; mask < 1 << keys.length; mask += 1) {
      const input = Object.fromEntries(keys.map((key, bit) => [key, (mask & (1 << bit)) !== 0])) as unknown as AddButtonInput;
      const blocked =
        (input.alreadyInCart && !input.enableAddingSameItemCart) ||
        input.outOfStock ||
        !input.variationsComplete ||
        !input.combosComplete ||
        input.adding;
      const state = addButtonState(input);
      expect(state.disabled).toBe(blocked);
      // A tap leads to a choice only when the missing choice is all that stands in the way.
      const onlyChoices =
        !(input.alreadyInCart && !input.enableAddingSameItemCart) &&
        !input.outOfStock &&
        !input.adding &&
        (!input.variationsComplete || !input.combosComplete);
      expect(state.needsChoice).toBe(onlyChoices);
    }
  });
});

describe("variationModalAddButton: the modal from cards", () => {
  it.each<[boolean, boolean, AddButtonState]>([
    [false, true, { label: "addToCart", disabled: false }],
    [false, false, { label: "addToCart", disabled: true }],
    [true, true, { label: "outOfStock", disabled: true }],
    [true, false, { label: "outOfStock", disabled: true }],
  ])("out of stock %s, required chosen %s", (outOfStock, variationsComplete, expected) => {
    expect(variationModalAddButton({ outOfStock, variationsComplete })).toEqual(expected);
  });
});

describe("isComboSelectionComplete: every combo group needs a selected product", () => {
  it.each<[string, Parameters<typeof isComboSelectionComplete>[0], boolean]>([
    ["no combo groups", [], true],
    ["each group has a selection", [{ products: [{ selected: true }, {}] }, { products: [{ selected: false }, { selected: true }] }], true],
    ["one group has none", [{ products: [{ selected: true }] }, { products: [{ selected: false }, {}] }], false],
    ["an empty group", [{ products: [] }], false],
    ["the only selection is out of stock", [{ products: [{ selected: true, out_of_stock: true }] }], false],
    [
      "an in-stock selection beside an out-of-stock one",
      [{ products: [{ out_of_stock: true }, { selected: true, out_of_stock: false }] }],
      true,
    ],
  ])("%s -> %s", (_case, groups, expected) => {
    expect(isComboSelectionComplete(groups)).toBe(expected);
  });
});

describe("hasActivePartnerOrder: 'Add to Order (an active partner order exists)' (spec 000 section 2)", () => {
  it.each<[string, { partner: boolean; activeOrderId: string | null; awaitingPayment: boolean }, boolean]>([
    ["a partner venue with an active order", { partner: true, activeOrderId: "9b1c", awaitingPayment: false }, true],
    ["the order still waits on its online payment", { partner: true, activeOrderId: "9b1c", awaitingPayment: true }, false],
    ["no active order", { partner: true, activeOrderId: null, awaitingPayment: false }, false],
    ["an empty order id", { partner: true, activeOrderId: "", awaitingPayment: false }, false],
    ["not the partner venue (al_futtaim_enabled off)", { partner: false, activeOrderId: "9b1c", awaitingPayment: false }, false],
  ])("%s", (_case, input, expected) => {
    expect(hasActivePartnerOrder(input)).toBe(expected);
  });
});

describe("addedToOrderRedirect: addtocart_redirect after an add to the active order", () => {
  it("'cart' opens the order screen, where the cart icon leads while an order is active", () => {
    expect(addedToOrderRedirect("cart", "9b1c-4e/x")).toEqual({ kind: "path", path: "/order/9b1c-4e%2Fx/" });
  });

  it("'back' goes back, and no setting stays on the product", () => {
    expect(addedToOrderRedirect("back", "9b1c")).toEqual({ kind: "back" });
    expect(addedToOrderRedirect(null, "9b1c")).toBeNull();
  });
});

describe("showsInlineAdd (the compact list's add button; enable_quick_add puts it on every layout)", () => {
  const orderable = { orderable: true };

  it("shows it in the compact list (view_format 4) whatever enable_quick_add says", () => {
    expect(showsInlineAdd({ viewFormat: 4, enableQuickAdd: false, ...orderable })).toBe(true);
    expect(showsInlineAdd({ viewFormat: 4, enableQuickAdd: true, ...orderable })).toBe(true);
  });

  it("shows it on cards and lists with images (1, 2, 3) only with enable_quick_add", () => {
    for (const viewFormat of [1, 2, 3]) {
      expect(showsInlineAdd({ viewFormat, enableQuickAdd: false, ...orderable })).toBe(false);
      expect(showsInlineAdd({ viewFormat, enableQuickAdd: true, ...orderable })).toBe(true);
    }
  });

  it("follows the product page's rule: a 0-price product with disable_link and enable_zero_price_item is offered on both", () => {
    const page = canOrderProduct({
      enableOrder: true,
      menuOpen: true,
      categoryHoursAllow: true,
      productHoursAllow: true,
      outOfStock: false,
      price: 0,
      enableZeroPriceItem: true,
    });
    expect(page).toBe(true);
    expect(showsInlineAdd({ viewFormat: 4, enableQuickAdd: false, orderable: page })).toBe(true);
    const withoutFlag = canOrderProduct({
      enableOrder: true,
      menuOpen: true,
      categoryHoursAllow: true,
      productHoursAllow: true,
      outOfStock: false,
      price: 0,
      enableZeroPriceItem: false,
    });
    expect(showsInlineAdd({ viewFormat: 4, enableQuickAdd: false, orderable: withoutFlag })).toBe(false);
  });

  it("keeps the compact list's terms: not where the product cannot be ordered now", () => {
    for (const viewFormat of [1, 2, 3, 4]) {
      expect(showsInlineAdd({ viewFormat, enableQuickAdd: true, orderable: false })).toBe(false);
    }
  });
});
