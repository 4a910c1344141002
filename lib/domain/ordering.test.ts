import { canOrderProduct, isOrderablePrice, isOrderingOpen, type CanOrderProductInput } from "./ordering";
import { toMilli } from "./money";

const orderable: CanOrderProductInput = {
  enableOrder: true,
  menuOpen: true,
  categoryHoursAllow: true,
  productHoursAllow: true,
  outOfStock: false,
  price: toMilli("12.500"),
  enableZeroPriceItem: false,
};

describe("isOrderingOpen: the cart icon is dimmed and disabled when ordering is not open", () => {
  it.each([
    [true, true, true],
    [false, true, false],
    [true, false, false],
    [false, false, false],
  ])("enable_order %s, menu open %s -> %s", (enableOrder, menuOpen, expected) => {
    expect(isOrderingOpen({ enableOrder, menuOpen })).toBe(expected);
  });
});

describe("canOrderProduct: 'Product ordering is offered only if ...' (spec 000 section 5)", () => {
  it("is offered when every condition holds", () => {
    expect(canOrderProduct(orderable)).toBe(true);
  });

  it.each<[string, Partial<CanOrderProductInput>]>([
    ["ordering is not enabled (enable_order off)", { enableOrder: false }],
    ["the menu is closed ('We are currently closed.')", { menuOpen: false }],
    ["category_hours do not allow it", { categoryHoursAllow: false }],
    ["product_hours do not allow it", { productHoursAllow: false }],
    ["the product is out_of_stock", { outOfStock: true }],
    ["the price is 0 and enable_zero_price_item is off", { price: 0 }],
    ["the price is negative", { price: -1 }],
    ["the price is negative even with enable_zero_price_item", { price: -1, enableZeroPriceItem: true }],
  ])("is not offered when %s", (_case, change) => {
    expect(canOrderProduct({ ...orderable, ...change })).toBe(false);
  });

  it("offers a 0 price item when enable_zero_price_item is on", () => {
    expect(canOrderProduct({ ...orderable, price: 0, enableZeroPriceItem: true })).toBe(true);
  });

  it("zero-price flag does not override any other condition", () => {
    expect(canOrderProduct({ ...orderable, price: 0, enableZeroPriceItem: true, outOfStock: true })).toBe(false);
    expect(canOrderProduct({ ...orderable, price: 0, enableZeroPriceItem: true, menuOpen: false })).toBe(false);
  });
});

describe("isOrderablePrice: 'the price is above 0 (or enable_zero_price_item is on)'", () => {
  it.each([
    [toMilli("0.001"), false, true],
    [toMilli("12.500"), false, true],
    [0, false, false],
    [0, true, true],
    [toMilli("0.001"), true, true],
    [-1, false, false],
    [-1, true, false],
  ])("price %i milli with zero-price flag %s -> %s", (price, flag, expected) => {
    expect(isOrderablePrice(price, flag)).toBe(expected);
  });
});
