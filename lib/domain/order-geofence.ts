import type { OrderType } from "./order-type";
import type { PaymentType } from "./payment-type";
import type { LocationGateStatus } from "./location-gate";

export type { LocationGateStatus } from "./location-gate";

export interface OrderGeofenceScope {
  orderType: OrderType | null;
  hasProducts: boolean;
  /** An order location (table or room) is set. */
  hasLocation: boolean;
  paymentType: PaymentType | null;
  /** The menu's enable_order_geofence flag. */
  enableOrderGeofence: boolean;
}

/** "Applies only for dine_in orders with products, a location, a payment type, and enable_order_geofence." */
export function orderGeofenceApplies(scope: OrderGeofenceScope): boolean {
  return scope.orderType === "dine_in" && scope.hasProducts && scope.hasLocation && scope.paymentType !== null && scope.enableOrderGeofence;
}

export interface GeofenceCheck {
  status: LocationGateStatus;
  /** Unknown (null) until the server answers. */
  allowed: boolean | null;
  /** A browser position has been obtained (it becomes origin_location). */
  hasCurrentLocation: boolean;
}

/** "Status READY with allowed true and a current location is needed before submit." */
export function geofenceAllows(check: GeofenceCheck): boolean {
  return check.status === "ready" && check.allowed === true && check.hasCurrentLocation;
}

/** The geofence stands in the way only where it applies and does not (yet) allow the order. */
export function geofenceBlocksOrder(scope: OrderGeofenceScope, check: GeofenceCheck): boolean {
  return orderGeofenceApplies(scope) && !geofenceAllows(check);
}
