import { toMilli } from "./money";
import { loyaltyDiscountAmount, loyaltyDiscountAmounts } from "./loyalty";
import type { Tax } from "./taxes";
import { computeTotals } from "./totals";

// The partner demo (server/seed/venues/partner.json): two cappuccinos (18) and a club sandwich (48),
// VAT 5 %, 'Blue rewards: 10% off coffee'. Issue 12: the cart showed AED 88.20, the gateway charged 84.42.
const vat: Tax = { id: 1, name: "VAT 5%", type: "percentage", rate: 5 };
const lines = [
  { productId: 2002, categoryId: 1001, unitPrice: toMilli(18), quantity: 2 },
  { productId: 2005, categoryId: 1001, unitPrice: toMilli(48), quantity: 1 },
];
const coffee = { name: "Blue rewards: 10% off coffee", discounts: [{ discountSum: 3.6 }] };
const teamMeal = { name: "Team member meal: 20% off", discounts: [{ discountSum: 7.2 }, { discountSum: 9.6 }] };

describe("loyaltyDiscountAmount (001 section 3: each loyalty discount with name and discounts with discountSum)", () => {
  it("adds up the discount's entries", () => {
    expect(loyaltyDiscountAmount(coffee)).toBe(3_600);
    expect(loyaltyDiscountAmount(teamMeal)).toBe(16_800);
    expect(loyaltyDiscountAmounts([coffee, teamMeal])).toEqual([3_600, 16_800]);
  });

  it("reads numeric text and takes nothing off for negative or unreadable entries", () => {
    expect(loyaltyDiscountAmount({ name: "x", discounts: [{ discountSum: "1.250" }, { discountSum: -5 }, { discountSum: "abc" }] })).toBe(
      1_250,
    );
    expect(loyaltyDiscountAmount({ name: "none", discounts: [] })).toBe(0);
  });
});

describe("the partner cart's total with its loyalty discounts (lib/domain/totals, as the venue API quotes it)", () => {
  const totals = (discounts: (typeof coffee)[]) =>
    computeTotals({
      lines,
      orderType: "dine_in",
      taxes: [vat],
      cartSubtotalIncludeTax: false,
      coupon: null,
      deliveryFee: 0,
      loyaltyDiscounts: loyaltyDiscountAmounts(discounts),
      tips: 0,
      decimals: 2,
    });

  it("without the loyalty discount the cart said AED 88.20", () => {
    expect(totals([]).total).toBe(88_200);
  });

  it("with it: 84 − 3.60, VAT 5 % of 80.40 = 4.02, total AED 84.42 (what the gateway charges)", () => {
    const result = totals([coffee]);
    expect(result.loyaltyDiscount).toBe(3_600);
    expect(result.taxTotal).toBe(4_020);
    expect(result.total).toBe(84_420);
  });

  it("with the employee's promotion too: 84 − 20.40, VAT 3.18, total AED 66.78", () => {
    const result = totals([coffee, teamMeal]);
    expect(result.loyaltyDiscount).toBe(20_400);
    expect(result.total).toBe(66_780);
  });
});
