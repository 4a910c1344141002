import fc from "fast-check";
import { toMilli } from "@/lib/domain/money";
import { computeLoyaltyDiscounts } from "./loyalty";

const partner = {
  wallets: [],
  employees: [{ employee_id: "E100", employee_phone: "+971500000001" }],
  loyalty_promotions: [
    { name: "Blue 10%", percent: 10, products: [], order_types: [], employees_only: false },
    { name: "Tea 50% dine-in", percent: 50, products: [11], order_types: ["dine_in"], employees_only: false },
    { name: "Staff 20%", percent: 20, products: [], order_types: [], employees_only: true },
    { name: "Nothing", percent: 0, products: [], order_types: [], employees_only: false },
  ],
};

const cart = [
  { product: 11, quantity: 2, unitPrice: toMilli(9) },
  { product: 12, quantity: 1, unitPrice: toMilli(20) },
];

describe("computeLoyaltyDiscounts", () => {
  it("takes each promotion's percent of the matching lines, in currency units", () => {
    expect(
      computeLoyaltyDiscounts(partner, { cartItems: cart, employeeId: null, phone: null, country: "AE", orderType: "dine_in" }),
    ).toEqual([
      { name: "Blue 10%", discounts: [{ discountSum: 1.8 }, { discountSum: 2 }] },
      { name: "Tea 50% dine-in", discounts: [{ discountSum: 9 }] },
    ]);
  });

  it("skips a promotion whose order types do not include the cart's order type", () => {
    const names = computeLoyaltyDiscounts(partner, {
      cartItems: cart,
      employeeId: null,
      phone: null,
      country: "AE",
      orderType: "delivery",
    }).map((promotion) => promotion.name);
    expect(names).toEqual(["Blue 10%"]);
  });

  const asStaff = (employeeId: string, phone: string | null) =>
    computeLoyaltyDiscounts(partner, { cartItems: cart, employeeId, phone, country: "AE", orderType: "takeaway" }).map(
      (promotion) => promotion.name,
    );

  it("applies employees_only promotions for a known employee id with that employee's phone, in any writing of it", () => {
    const staff = computeLoyaltyDiscounts(partner, {
      cartItems: cart,
      employeeId: "E100",
      phone: "+971500000001",
      country: "AE",
      orderType: "takeaway",
    });
    expect(staff.map((promotion) => promotion.name)).toEqual(["Blue 10%", "Staff 20%"]);
    expect(staff[1]?.discounts).toEqual([{ discountSum: 3.6 }, { discountSum: 4 }]);
    expect(asStaff("E100", "050 000 0001")).toEqual(["Blue 10%", "Staff 20%"]);
    expect(asStaff("E100", "+971 50 000 0001")).toEqual(["Blue 10%", "Staff 20%"]);
  });

  // Issue 10 item 11: a bare employee id with any phone was enough.
  it("refuses employees_only promotions for an unknown id, a known id with another phone, or no phone", () => {
    expect(asStaff("E999", "+971500000001")).toEqual(["Blue 10%"]);
    expect(asStaff("E100", "+971500000002")).toEqual(["Blue 10%"]);
    expect(asStaff("E100", null)).toEqual(["Blue 10%"]);
    expect(asStaff("E100", "")).toEqual(["Blue 10%"]);
    const noPhoneOnFile = { ...partner, employees: [{ employee_id: "E200", employee_phone: "" }] };
    expect(
      computeLoyaltyDiscounts(noPhoneOnFile, { cartItems: cart, employeeId: "E200", phone: "", country: "AE", orderType: "takeaway" }).map(
        (promotion) => promotion.name,
      ),
    ).toEqual(["Blue 10%"]);
  });

  it("leaves out promotions that come to zero (0 %, no matching product, empty cart)", () => {
    expect(computeLoyaltyDiscounts(partner, { cartItems: [], employeeId: null, phone: null, country: "AE", orderType: "dine_in" })).toEqual(
      [],
    );
    const onlyCake = computeLoyaltyDiscounts(partner, {
      cartItems: [{ product: 12, quantity: 1, unitPrice: toMilli(20) }],
      employeeId: null,
      phone: null,
      country: "AE",
      orderType: "dine_in",
    });
    expect(onlyCake.map((promotion) => promotion.name)).toEqual(["Blue 10%"]);
  });

  it("answers nothing for a venue without partner data or with malformed data", () => {
    expect(computeLoyaltyDiscounts(null, { cartItems: cart, employeeId: null, phone: null, country: "AE", orderType: "dine_in" })).toEqual(
      [],
    );
    expect(
      computeLoyaltyDiscounts(
        { loyalty_promotions: "x" },
        { cartItems: cart, employeeId: null, phone: null, country: "AE", orderType: "dine_in" },
      ),
    ).toEqual([]);
  });

  it("rounds each line to the thousandth, half away from zero", () => {
    const answer = computeLoyaltyDiscounts(
      { loyalty_promotions: [{ name: "Odd", percent: 12.5 }] },
      {
        cartItems: [{ product: 1, quantity: 3, unitPrice: toMilli(0.333) }],
        employeeId: null,
        phone: null,
        country: "AE",
        orderType: "dine_in",
      },
    );
    // 0.999 × 12.5 % = 0.124875 -> 0.125
    expect(answer).toEqual([{ name: "Odd", discounts: [{ discountSum: 0.125 }] }]);
  });

  it("never discounts more than the matching lines cost", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            product: fc.integer({ min: 1, max: 5 }),
            quantity: fc.integer({ min: 0, max: 20 }),
            unitPrice: fc.integer({ min: 0, max: 1_000_000 }),
          }),
        ),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (items, percent) => {
          const answer = computeLoyaltyDiscounts(
            { loyalty_promotions: [{ name: "P", percent }] },
            { cartItems: items, employeeId: null, phone: null, country: "AE", orderType: "dine_in" },
          );
          const total = items.reduce((acc, item) => acc + item.unitPrice * item.quantity, 0);
          const discount = (answer[0]?.discounts ?? []).reduce((acc, entry) => acc + toMilli(entry.discountSum), 0);
          return discount >= 0 && discount <= total;
        },
      ),
    );
  });
});
