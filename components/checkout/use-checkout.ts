import { useShallow } from "zustand/react/shallow";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useBrowseOnly } from "@/components/cart/use-browse-only";
import { useCartCoupon } from "@/components/cart/use-cart-coupon";
import { useLoyaltyDiscounts } from "@/components/cart/use-loyalty-discounts";
import { useMinimumOrder } from "@/components/cart/use-minimum-order";
import { useLocationGate, type LocationGate } from "@/components/location/use-location-gate";
import type { GeoPoint } from "@/lib/api/schemas/common";
import type { LoyaltyDiscount } from "@/lib/api/schemas/loyalty";
import { cartTotals, originPoint } from "@/lib/cart/order-payload";
import { selectCheckoutCart, type OrderCart } from "@/lib/cart/selectors";
import { totalsLines } from "@/lib/cart/order-payload-lines";
import { checkoutFields, type CheckoutField } from "@/lib/domain/checkout-fields";
import { checkoutView, type CheckoutView, type DiscountLoading } from "@/lib/domain/checkout-visibility";
import { deliveryBlocked } from "@/lib/domain/delivery-availability";
import type { Coupon } from "@/lib/domain/coupon";
import type { Milli } from "@/lib/domain/money";
import { geofenceBlocksOrder, orderGeofenceApplies } from "@/lib/domain/order-geofence";
import { cartSubtotal, type Totals } from "@/lib/domain/totals";
import type { CheckoutSettings } from "./checkout-settings";

export interface CheckoutState {
  cart: OrderCart & { enableWishlist: boolean; disableCustomerPhone: boolean };
  view: CheckoutView;
  fields: CheckoutField[];
  totals: Totals;
  coupon: Coupon | null;
  /** The partner venue's loyalty discounts for the cart, as the cart showed them; none elsewhere. */
  loyalty: readonly LoyaltyDiscount[];
  /** The amount of 'Minimum order amount required', null without that error. */
  minimumRequired: Milli | null;
  /** The discounts still loading: the summary is blurred and the submit button waits. */
  loading: DiscountLoading;
  geofence: { applies: boolean; blocked: boolean; gate: LocationGate; origin: GeoPoint | null };
}

/**
 * Everything the checkout derives from the cart and the menu with lib/domain: totals, the minimum
 * order, which view and fields to show, and the dine-in geofence with the guest's position.
 */
export function useCheckout(settings: CheckoutSettings): CheckoutState {
  const cart = useCartStore(useShallow(selectCheckoutCart));
  const enableWishlist = useBrowseOnly(settings.enableWishlist);
  // The cart's own coupon lookup and minimum order (with its section lookup): the same queries, so
  // nothing is fetched twice, and a coupon the venue API refuses is flagged in the cart as there.
  const subtotal = cartSubtotal(totalsLines(cart.products, settings.catalogue));
  const { coupon, loading: loadingCoupon } = useCartCoupon(settings.order.id, subtotal, settings.fallbackCoupon);
  const loyalty = useLoyaltyDiscounts({ partner: settings.partner, menu: settings.order, catalogue: settings.catalogue });
  const totals = cartTotals({ menu: settings.order, catalogue: settings.catalogue, cart, coupon, loyalty: loyalty.discounts });
  const minimumRequired = useMinimumOrder(settings, totals.subtotal).required;
  const view = checkoutView({
    enableWishlist,
    venueOpen: settings.venueOpen,
    paymentType: cart.paymentType,
    minimumOrderError: minimumRequired !== null,
    // Delivery that cannot be checked without the map goes back to the cart, which offers the other types.
    orderType: deliveryBlocked(cart.orderType, settings.deliveryUnavailable) ? null : cart.orderType,
    orderLocation: cart.orderLocation,
    enableAddressGoogleMaps: settings.enableAddressGoogleMaps,
    deliveryLocationConfirmed: cart.delivery.confirmed,
  });
  const fields = checkoutFields({
    view,
    orderType: cart.orderType,
    partner: settings.partner,
    enableOrderEmail: settings.enableOrderEmail,
    enableOrderPhone: settings.enableOrderPhone,
    enableDeliveryDatetime: settings.enableDeliveryDatetime,
    enableAddressGoogleMaps: settings.enableAddressGoogleMaps,
    checkoutTerms: settings.checkoutTerms,
  });

  const scope = {
    orderType: cart.orderType,
    hasProducts: cart.products.length > 0,
    hasLocation: Boolean(cart.orderLocation),
    paymentType: cart.paymentType,
    enableOrderGeofence: settings.enableOrderGeofence,
  };
  // The request-location control belongs to the table form; a minimum-order error hides it with the form.
  const applies = orderGeofenceApplies(scope) && view === "tableForm";
  const gate = useLocationGate({ enabled: applies, lang: settings.lang, menuId: settings.order.id });
  const check = { status: gate.state.status, allowed: gate.state.allowed, hasCurrentLocation: gate.state.position !== null };
  return {
    cart: { ...cart, enableWishlist },
    view,
    fields,
    totals,
    coupon,
    loyalty: loyalty.discounts,
    minimumRequired,
    // The employee box is the cart's: nothing verifies an employee here.
    loading: { loadingCoupon, loadingEmployeeDiscount: false, loadingIikoLoyaltyDiscounts: loyalty.loading },
    geofence: {
      applies,
      blocked: applies && geofenceBlocksOrder(scope, check),
      gate,
      origin: applies ? originPoint(gate.state.position) : null,
    },
  };
}
