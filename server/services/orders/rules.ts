import { minimumOrderRequired } from "@/lib/domain/minimum-order";
import { fromMilli, toMilli, type Milli } from "@/lib/domain/money";
import { isOrderingOpen } from "@/lib/domain/ordering";
import { enabledOrderTypes, type OrderType } from "@/lib/domain/order-type";
import { autoPaymentType, availablePaymentTypes, paymentTypesEnabled, type PaymentType } from "@/lib/domain/payment-type";
import { orderProblem } from "./problems";
import type { OrderingVenue } from "./venue-menu";

/** A venue takes orders when its licence is active, enable_order is on and it is open now. */
export function checkVenueTakesOrders(venue: OrderingVenue): void {
  if (!venue.active || !venue.menu.enable_order) throw orderProblem("menu", "This venue does not take orders.");
  if (!isOrderingOpen({ enableOrder: venue.menu.enable_order, menuOpen: venue.open })) {
    throw orderProblem("menu", "The venue is closed now.");
  }
}

/** The order type must be one the selector offers (the partner venue keeps only dine_in and takeaway). */
export function checkOrderType(venue: OrderingVenue, orderType: OrderType): void {
  if (!enabledOrderTypes(venue.menu).includes(orderType)) {
    throw orderProblem("order_type", `The order type ${orderType} is not available at this venue.`);
  }
}

/**
 * The payment types a guest could have chosen: the enabled ones when the selector is shown, else
 * what the automatic default gives (card with online payment, cash otherwise) and cash. A total of 0
 * is always cash (001 section 4), so cash is accepted then even where it is not enabled.
 */
export function allowedPaymentTypes(venue: OrderingVenue, total: Milli): PaymentType[] {
  const { menu } = venue;
  const allowed = new Set<PaymentType>(
    paymentTypesEnabled(menu)
      ? availablePaymentTypes(menu)
      : ["cash", autoPaymentType({ total, onlinePaymentEnabled: menu.payment_enabled, chosen: null })],
  );
  if (total <= 0) allowed.add("cash");
  return [...allowed];
}

export function checkPaymentType(venue: OrderingVenue, paymentType: PaymentType, total: Milli): void {
  if (!allowedPaymentTypes(venue, total).includes(paymentType)) {
    throw orderProblem("payment_type", `The payment type ${paymentType} is not enabled at this venue.`);
  }
}

export interface MinimumOrderCheck {
  orderType: OrderType;
  itemCount: number;
  subtotal: Milli;
  /** The table section's minimum for dine-in at a table, else null. */
  sectionMinimum: Milli | null;
}

/** 001 section 4's minimum order: 400 'Minimum order amount required {amount}' with the amount. */
export function checkMinimumOrder(venue: OrderingVenue, check: MinimumOrderCheck): void {
  const required = minimumOrderRequired({
    itemCount: check.itemCount,
    orderType: check.orderType,
    subtotal: check.subtotal,
    minimumOrderAmount: toMilli(venue.menu.minimum_order_amount),
    sectionMinimumOrderAmount: check.sectionMinimum,
  });
  if (required === null) return;
  const shown = fromMilli(required).toFixed(venue.menu.price_decimal_places);
  throw orderProblem("sub_total", `Minimum order amount required ${shown}`, { minimum_order_amount: fromMilli(required) });
}
