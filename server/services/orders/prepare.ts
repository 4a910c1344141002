import type { OrderPayload } from "@/lib/api/schemas/order";
import { couponApplies, type Coupon } from "@/lib/domain/coupon";
import type { Milli } from "@/lib/domain/money";
import { orderGeofenceApplies } from "@/lib/domain/order-geofence";
import { isPastChosenTime } from "@/lib/domain/checkout-fields";
import type { Db } from "../../db/client";
import { geofenceAllowsPoint, venueGeofences } from "../catalogue/geofence";
import { deliveryChargeFor, findValidCouponForOrder, sectionMinimum } from "./charges";
import { orderLocationOf, type VerifiedLocation } from "./location";
import { priceLines, type PricedLine } from "./pricing";
import { orderProblem } from "./problems";
import { quoteOrder, type OrderQuote } from "./quote";
import { checkMinimumOrder, checkOrderType, checkPaymentType, checkVenueTakesOrders } from "./rules";
import type { OrderingVenue } from "./venue-menu";

/** Everything an order stores, checked and priced before its transaction starts. */
export interface PreparedOrder {
  lines: PricedLine[];
  quote: OrderQuote;
  /** The order's coupon: valid and reached by the subtotal (min_order_value), else null. */
  coupon: Coupon | null;
  /** The zone fee of a delivery order (kept for re-quoting on PATCH), else 0. */
  deliveryFee: Milli;
  /** The table of a dine-in table order: it may hold one active order at a time. */
  tableLabel: string | null;
  /** The place proved by the order's location_token (never the client's plain origin_label), or none. */
  location: VerifiedLocation | null;
  /** origin_type as stored, lower case ('table', 'room' or 'area'). */
  originType: string | null;
}

/** The table a dine-in order is for: only a table of the venue proved by the order's token (issue 10 item 6). */
export function tableLabelOf(orderType: OrderPayload["order_type"], location: VerifiedLocation | null): string | null {
  return orderType === "dine_in" && location?.type === "table" ? location.label : null;
}

/**
 * Checks and prices an order the way the venue would take it now: the venue takes orders, the order
 * type, every line, the coupon, the delivery zone, the dine-in geofence, the minimum order and the
 * payment type. Throws the 400 of the first failing rule.
 */
export async function prepareOrder(
  db: Db,
  venue: OrderingVenue,
  payload: OrderPayload,
  now: Date,
  locationTokenSalt: string,
): Promise<PreparedOrder> {
  const { menu } = venue;
  const venueId = venue.row.id;
  checkVenueTakesOrders(venue);
  checkOrderType(venue, payload.order_type);
  // A replayed order (same idempotency key) never gets here, so its time may have passed since.
  if (payload.delivery_datetime && isPastChosenTime(Date.parse(payload.delivery_datetime), now.getTime())) {
    throw orderProblem("delivery_datetime", "The chosen date and time have passed.");
  }
  const location = await orderLocationOf(db, venueId, payload, locationTokenSalt);
  const lines = priceLines(
    venue,
    payload.line_items.map((line, index) => ({ index, line })),
    now,
  );

  let coupon: Coupon | null = null;
  if (payload.coupon) {
    if (!menu.enable_coupons) throw orderProblem("coupon", "Coupons are not enabled at this venue.");
    coupon = await findValidCouponForOrder(db, venueId, payload.coupon, now);
    if (!coupon) throw orderProblem("coupon", `The coupon ${payload.coupon.trim().toUpperCase()} is unknown or expired.`);
  }

  const deliveryFee: Milli = payload.order_type === "delivery" ? await deliveryChargeFor(db, venueId, payload) : 0;

  // The coordinates are the guest's claim: checked where the venue asks for it, but only a table's
  // token proves where the guest is (issue 10 item 6).
  const originLabel = location?.label ?? null;
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
  const quote = quoteOrder({
    venue,
    lines,
    orderType: payload.order_type,
    coupon,
    deliveryFee,
    employeeId,
    phone: payload.phone ?? null,
    tips: 0,
  });
  const tableLabel = tableLabelOf(payload.order_type, location);
  checkMinimumOrder(venue, {
    orderType: payload.order_type,
    itemCount: lines.length,
    subtotal: quote.totals.subtotal,
    sectionMinimum: tableLabel ? await sectionMinimum(db, venueId, tableLabel) : null,
  });
  checkPaymentType(venue, payload.payment_type, quote.totals.total);

  // A coupon below its min_order_value gives nothing: the order does not record it as its coupon (issue 11 item 6).
  const applied = coupon && couponApplies(coupon, quote.totals.subtotal) ? coupon : null;
  return { lines, quote, coupon: applied, deliveryFee, tableLabel, location, originType: location?.type ?? null };
}
