import type { Milli } from "./money";
import type { OrderType } from "./order-type";
import type { PaymentType } from "./payment-type";

/** The cart state's loading flags (spec 001 section 3). */
export interface DiscountLoading {
  loadingCoupon: boolean;
  loadingEmployeeDiscount: boolean;
  loadingIikoLoyaltyDiscounts: boolean;
}

export function discountsLoading(flags: DiscountLoading): boolean {
  return flags.loadingCoupon || flags.loadingEmployeeDiscount || flags.loadingIikoLoyaltyDiscounts;
}

export interface CheckoutGateInput {
  hasItems: boolean;
  /** Browse-only (wishlist) mode. */
  enableWishlist: boolean;
  /** A minimum-order error is flagged (minimumOrderRequired returned an amount). */
  minimumOrderError: boolean;
  orderType: OrderType | null;
  paymentType: PaymentType | null;
  /** The menu's enable_address_google_maps flag. */
  enableAddressGoogleMaps: boolean;
  deliveryLocationConfirmed: boolean;
  /** From geofenceBlocksOrder: the dine-in geofence applies and does not allow the order. */
  geofenceBlocked: boolean;
  /** The venue is open now (000 section 4); absent counts as open. Ordering is offered only while it is. */
  venueOpen?: boolean;
}

/**
 * "Checkout-button visibility on the cart: not browse-only, no minimum-order error, payment type and
 * order type set, and for delivery with Google Maps a confirmed address ... With geofence active, it
 * shows only if the geofence allows." The block sits in the part shown only when the cart is not empty.
 */
function checkoutGateOpen(input: CheckoutGateInput): boolean {
  const addressSettled = input.orderType !== "delivery" || !input.enableAddressGoogleMaps || input.deliveryLocationConfirmed;
  return (
    input.hasItems &&
    !input.enableWishlist &&
    !input.minimumOrderError &&
    input.paymentType !== null &&
    input.orderType !== null &&
    addressSettled &&
    !input.geofenceBlocked &&
    input.venueOpen !== false
  );
}

export function checkoutButtonState(input: CheckoutGateInput & DiscountLoading): { visible: boolean; disabled: boolean } {
  return { visible: checkoutGateOpen(input), disabled: discountsLoading(input) };
}

/**
 * "The payment type selector has the same conditions plus payment types being enabled", and it shows
 * "only when total is above 0". The geofence condition is part of "the same conditions".
 */
export function showPaymentTypeSelector(input: CheckoutGateInput & { paymentTypesEnabled: boolean; total: Milli }): boolean {
  return checkoutGateOpen(input) && input.paymentTypesEnabled && input.total > 0;
}

export interface OrderTypeSelectorInput {
  /** The menu's enable_display_order_type_home flag: the selector lives on the home screen instead. */
  enableDisplayOrderTypeHome: boolean;
  hasItems: boolean;
  enableWishlist: boolean;
  orderLocation: string | null;
  orderLocationType: string | null;
}

/**
 * "Unless enable_display_order_type_home puts it on the home screen; it is shown only while the cart
 * has items and no wishlist mode, order location or location type is set." A table link fixes the type.
 */
export function showOrderTypeSelectorOnCart(input: OrderTypeSelectorInput): boolean {
  return !input.enableDisplayOrderTypeHome && input.hasItems && !input.enableWishlist && !input.orderLocation && !input.orderLocationType;
}

export type DeliveryLocationStrip = "hidden" | "setLocation" | "editAddress";

/**
 * The address block of the cart (delivery with Google Maps addresses, non-empty cart): 'Set Delivery
 * Location' without a confirmed address, else the address with Edit. "Hidden in wishlist (browse-only)
 * mode or when a minimum-order error exists."
 */
export function deliveryLocationStrip(input: {
  hasItems: boolean;
  enableWishlist: boolean;
  minimumOrderError: boolean;
  orderType: OrderType | null;
  enableAddressGoogleMaps: boolean;
  deliveryLocationConfirmed: boolean;
}): DeliveryLocationStrip {
  const relevant = input.hasItems && input.orderType === "delivery" && input.enableAddressGoogleMaps;
  if (!relevant || input.enableWishlist || input.minimumOrderError) return "hidden";
  return input.deliveryLocationConfirmed ? "editAddress" : "setLocation";
}

export type CheckoutView = "redirectToCart" | "minimumOrderWarning" | "tableForm" | "addressPicker" | "form";

/**
 * What the checkout screen shows. No payment type: back to the cart (browse-only too, as it cannot
 * order). A minimum-order error hides the ordering controls behind the warning. Dine-in with a known
 * table or room gets the 'Table#'/'Room#' form; delivery with Google Maps and no confirmed address gets
 * the address picker; every other order gets the customer form.
 */
export function checkoutView(input: {
  enableWishlist: boolean;
  paymentType: PaymentType | null;
  minimumOrderError: boolean;
  orderType: OrderType | null;
  orderLocation: string | null;
  enableAddressGoogleMaps: boolean;
  deliveryLocationConfirmed: boolean;
  /** The venue is open now; absent counts as open. A closed venue takes no order: back to the cart. */
  venueOpen?: boolean;
}): CheckoutView {
  // No order type the guest can check out with (delivery that cannot be checked without the map): the cart offers the others.
  if (input.paymentType === null || input.orderType === null || input.enableWishlist || input.venueOpen === false) return "redirectToCart";
  if (input.minimumOrderError) return "minimumOrderWarning";
  if (input.orderType === "dine_in" && input.orderLocation) return "tableForm";
  if (input.orderType === "delivery" && input.enableAddressGoogleMaps && !input.deliveryLocationConfirmed) {
    return "addressPicker";
  }
  return "form";
}

/**
 * 000 'Shell behaviour': "Wishlist (browse-only mode) is loaded when the relevant flag is on:
 * enable_wishlist_table_orders for t, r, a paths, otherwise enable_wishlist." A t, r or a link keeps
 * its flag in the cart when it lands (`linkWishlist`); without one the menu's enable_wishlist decides.
 */
export function browseOnlyMode(input: { hasLocationLink: boolean; linkWishlist: boolean; enableWishlist: boolean }): boolean {
  return input.hasLocationLink ? input.linkWishlist : input.enableWishlist;
}
