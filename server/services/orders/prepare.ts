import type { OrderPayload } from "@/lib/api/schemas/order";
import type { Coupon } from "@/lib/domain/coupon";
import type { Milli } from "@/lib/domain/money";
import { orderGeofenceApplies } from "@/lib/domain/order-geofence";
import type { Db } from "../../db/client";
import { geofenceAllowsPoint, venueGeofences } from "../catalogue/geofence";
import { deliveryFeeAt, findValidCouponForOrder, sectionMinimum } from "./charges";
import { priceLines, type PricedLine } from "./pricing";
import { orderProblem } from "./problems";
import { quoteOrder, type OrderQuote } from "./quote";
import { checkMinimumOrder, checkOrderType, checkPaymentType, checkVenueTakesOrders } from "./rules";
import type { OrderingVenue } from "./venue-menu";

/** Everything an order stores, checked and priced before its transaction starts. */
export interface PreparedOrder {
  lines: PricedLine[];
  quote: OrderQuote;
  coupon: Coupon | null;
  /** The zone fee of a delivery order (kept for re-quoting on PATCH), else 0. */
  deliveryFee: Milli;
  /** The table of a dine-in table order: it may hold one active order at a time. */
  tableLabel: string | null;
  /** origin_type as stored, lower case ('table' or 'room'). */
  originType: string | null;
}

/**
 * The table a dine-in order is for: its origin_label when origin_type is 'table', or when a
 * dine-in order gives a location without a type (an area link also sets Table, 001 section 2).
 */
export function tableLabelOf(payload: Pick<OrderPayload, "origin_label" | "origin_type" | "order_type">): string | null {
  const label = payload.origin_label?.trim();
  if (!label || payload.order_type !== "dine_in") return null;
  const type = payload.origin_type?.trim().toLowerCase();
  return !type || type === "table" ? label : null;
}

/**
 * Checks and prices an order the way the venue would take it now: the venue takes orders, the order
 * type, every line, the coupon, the delivery zone, the dine-in geofence, the minimum order and the
 * payment type. Throws the 400 of the first failing rule.
 */
export async function prepareOrder(db: Db, venue: OrderingVenue, payload: OrderPayload, now: Date): Promise<PreparedOrder> {
  const { menu } = venue;
  const venueId = venue.row.id;
  checkVenueTakesOrders(venue);
  checkOrderType(venue, payload.order_type);
  const lines = priceLines(venue, payload.line_items.map((line, index) => ({ index, line })), now);

  let coupon: Coupon | null = null;
  if (payload.coupon) {
    if (!menu.enable_coupons) throw orderProblem("coupon", "Coupons are not enabled at this venue.");
    coupon = await findValidCouponForOrder(db, venueId, payload.coupon, now);
    if (!coupon) throw orderProblem("coupon", `The coupon ${payload.coupon.trim().toUpperCase()} is unknown or expired.`);
  }

  let deliveryFee: Milli = 0;
  if (payload.order_type === "delivery") {
    const point = payload.address_coordinates ?? null;
    const quote = await deliveryFeeAt(db, venueId, point);
    // Without a map (the venue's choice, or no maps key) the guest writes the address and no zone can
    // be found: the order is taken with the written address and no zone fee.
    if (!point && (payload.address?.trim().length ?? 0) < 3) throw orderProblem("address", "An address is required for delivery.");
    if (point && quote.zones && quote.fee === null) throw orderProblem("address_coordinates", "The location is outside the delivery area.");
    deliveryFee = quote.zones ? (quote.fee ?? 0) : 0;
  }

  const originLabel = payload.origin_label?.trim() || null;
  const geofenced = orderGeofenceApplies({
    orderType: payload.order_type,
    hasProducts: lines.length > 0,
    hasLocation: originLabel !== null,
    paymentType: payload.payment_type,
    enableOrderGeofence: menu.enable_order_geofence,
  });
  if (geofenced) {
    const position = payload.origin_location?.coordinates;
    const allowed = position && geofenceAllowsPoint(await venueGeofences(db, venueId), { lng: position[0], lat: position[1] });
    if (!allowed) throw orderProblem("origin_location", "Your location is outside the venue's area.");
  }

  const employeeId = payload.additional_data?.employee_id ?? null;
  const quote = quoteOrder({ venue, lines, orderType: payload.order_type, coupon, deliveryFee, employeeId, tips: 0 });
  const tableLabel = tableLabelOf(payload);
  checkMinimumOrder(venue, {
    orderType: payload.order_type,
    itemCount: lines.length,
    subtotal: quote.totals.subtotal,
    sectionMinimum: tableLabel ? await sectionMinimum(db, venueId, tableLabel) : null,
  });
  checkPaymentType(venue, payload.payment_type, quote.totals.total);

  const givenType = payload.origin_type?.trim().toLowerCase() || null;
  return { lines, quote, coupon, deliveryFee, tableLabel, originType: givenType ?? (tableLabel ? "table" : null) };
}
