import type { OrderType } from "./order-type";
import { type Coupon, couponDiscount, isFreeDelivery } from "./coupon";
import { type Milli, multiply, roundToDecimals, sum } from "./money";
import { computeTaxes, type Tax, type TaxAmount } from "./taxes";

/** A cart line as totals need it: the unit price is already computed (variations, combos, discount). */
export interface TotalsLine {
  productId: number;
  categoryId: number;
  unitPrice: Milli;
  quantity: number;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  orderType: OrderType;
  taxes: readonly Tax[];
  cartSubtotalIncludeTax: boolean;
  coupon: Coupon | null;
  /** The fee quoted by the delivery zone lookup. */
  deliveryFee: Milli;
  /** One amount per loyalty discount (the sum of its discountSum values). */
  loyaltyDiscounts: readonly Milli[];
  employeeDiscount?: Milli;
  tips: Milli;
  /** The decimals money is charged at (lib/domain/currency.ts moneyDecimals): the total is rounded to them. */
  decimals: number;
}

export interface Totals {
  subtotal: Milli;
  loyaltyDiscount: Milli;
  taxes: TaxAmount[];
  /** All tax lines added up, extracted ones included: what the receipt shows. */
  taxTotal: Milli;
  /** The part of taxTotal added on top of the subtotal. */
  taxAdded: Milli;
  /** The fee of a delivery order (0 for other order types); struck through on receipts when free. */
  deliveryFee: Milli;
  freeDelivery: boolean;
  /** What the guest pays for delivery: 0 when free delivery applies. */
  deliveryFeeCharged: Milli;
  couponDiscount: Milli;
  employeeDiscount: Milli;
  /** The order's discount: coupon plus employee discount (loyalty discounts are shown apart). */
  discount: Milli;
  /** The total tips are computed on, at the money's decimals. */
  totalWithoutTips: Milli;
  tips: Milli;
  total: Milli;
}

export function lineTotal(line: Pick<TotalsLine, "unitPrice" | "quantity">): Milli {
  return multiply(line.unitPrice, line.quantity);
}

/** Subtotal = sum of unit price times quantity. */
export function cartSubtotal(lines: readonly TotalsLine[]): Milli {
  return sum(lines.map(lineTotal));
}

/**
 * The totals of 001 section 9, in thousandths. Taxes are taken on the subtotal after loyalty
 * discounts, whether added or extracted, and before coupon and employee discounts. The total is
 * clamped at 0 before tips, so a discount larger than the order never eats the guest's tip. The parts
 * stay at thousandths; the total (and the tips) are rounded once, to the money's decimals, so what is
 * stored, shown and charged is one amount (issue 24 item 4: 13.965 is 13.97 everywhere).
 */
export function computeTotals(input: TotalsInput): Totals {
  const subtotal = cartSubtotal(input.lines);
  const loyaltyDiscount = sum(input.loyaltyDiscounts.map(nonNegative));
  const tax = computeTaxes(input.taxes, subtotal - loyaltyDiscount, input.cartSubtotalIncludeTax);

  const freeDelivery = isFreeDelivery(input.coupon, subtotal);
  const deliveryFee = input.orderType === "delivery" ? nonNegative(input.deliveryFee) : 0;
  const deliveryFeeCharged = freeDelivery ? 0 : deliveryFee;

  const coupon = input.coupon === null ? 0 : couponDiscount(input.coupon, input.lines, subtotal);
  const employeeDiscount = nonNegative(input.employeeDiscount ?? 0);
  const discount = coupon + employeeDiscount;

  const exact = Math.max(0, subtotal - loyaltyDiscount + tax.taxAdded + deliveryFeeCharged - discount);
  const totalWithoutTips = roundToDecimals(exact, input.decimals);
  const tips = roundToDecimals(nonNegative(input.tips), input.decimals);
  return {
    subtotal,
    loyaltyDiscount,
    taxes: tax.taxes,
    taxTotal: tax.taxTotal,
    taxAdded: tax.taxAdded,
    deliveryFee,
    freeDelivery,
    deliveryFeeCharged,
    couponDiscount: coupon,
    employeeDiscount,
    discount,
    totalWithoutTips,
    tips,
    total: totalWithoutTips + tips,
  };
}

function nonNegative(amount: Milli): Milli {
  return Number.isFinite(amount) ? Math.max(0, Math.round(amount)) : 0;
}
