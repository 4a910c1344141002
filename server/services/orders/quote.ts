import type { Coupon } from "@/lib/domain/coupon";
import { moneyDecimals } from "@/lib/domain/currency";
import { loyaltyDiscountAmounts } from "@/lib/domain/loyalty";
import { fromMilli, type Milli } from "@/lib/domain/money";
import type { OrderType } from "@/lib/domain/order-type";
import { taxFromData } from "@/lib/domain/taxes";
import { computeTotals, type Totals } from "@/lib/domain/totals";
import { computeLoyaltyDiscounts } from "../partner/loyalty";
import type { OrderingVenue } from "./venue-menu";

/** The part of a line totals, coupons and loyalty read. */
export interface QuoteLine {
  product: number;
  categoryId: number;
  unitPrice: Milli;
  quantity: number;
}

export interface QuoteInput {
  venue: OrderingVenue;
  lines: readonly QuoteLine[];
  orderType: OrderType;
  coupon: Coupon | null;
  /** The delivery zone's fee (charged only for delivery orders without free delivery). */
  deliveryFee: Milli;
  employeeId: string | null;
  /** The order's phone: an employee discount needs the employee id and the employee's own phone. */
  phone: string | null;
  tips: Milli;
}

export type StoredDiscount = { name: string; amount_value: number; free_delivery: boolean };
export type StoredTax = { id: number; name: string; amount: number };
export type LoyaltyDiscountRow = { name: string; discounts: { discountSum: number }[] };

export interface OrderQuote {
  totals: Totals;
  /** Recomputed for al_futtaim_enabled venues (never the payload's), else none. */
  loyalty: LoyaltyDiscountRow[];
  discounts: StoredDiscount[];
  taxes: StoredTax[];
}

/** numeric(12,3) text of an amount in thousandths. */
export function moneyText(amount: Milli): string {
  return fromMilli(amount).toFixed(3);
}

/**
 * The order's amounts from re-priced lines with lib/domain's totals (001 section 9): menu taxes,
 * coupon, delivery fee, loyalty discounts and tips.
 */
export function quoteOrder(input: QuoteInput): OrderQuote {
  const { menu } = input.venue;
  const loyalty = menu.al_futtaim_enabled
    ? computeLoyaltyDiscounts(input.venue.row.partner, {
        cartItems: input.lines.map((line) => ({ product: line.product, quantity: line.quantity, unitPrice: line.unitPrice })),
        employeeId: input.employeeId,
        phone: input.phone,
        country: menu.menu_country || null,
        orderType: input.orderType,
      })
    : [];
  const totals = computeTotals({
    lines: input.lines.map((line) => ({
      productId: line.product,
      categoryId: line.categoryId,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
    })),
    orderType: input.orderType,
    taxes: menu.taxes.map((tax) => taxFromData({ id: tax.id, name: tax.name, type: tax.type, rate: tax.rate })),
    cartSubtotalIncludeTax: menu.cart_subtotal_include_tax,
    coupon: input.coupon,
    deliveryFee: input.deliveryFee,
    loyaltyDiscounts: loyaltyDiscountAmounts(loyalty),
    tips: input.tips,
    decimals: moneyDecimals(menu),
  });
  const coupon = input.coupon;
  const freeDelivery = totals.freeDelivery && input.orderType === "delivery";
  const discounts: StoredDiscount[] =
    coupon && (totals.couponDiscount > 0 || freeDelivery)
      ? [{ name: coupon.code ?? `Coupon ${coupon.id}`, amount_value: fromMilli(totals.couponDiscount), free_delivery: freeDelivery }]
      : [];
  const taxes = totals.taxes.map((tax) => ({ id: tax.id, name: tax.name, amount: fromMilli(tax.amount) }));
  return { totals, loyalty, discounts, taxes };
}
