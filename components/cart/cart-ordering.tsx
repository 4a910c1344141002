import { useCartStore } from "@/components/cart/cart-store-provider";
import { useBrowseOnly } from "@/components/cart/use-browse-only";
import { LocationGatePanel } from "@/components/location/location-gate-panel";
import { useLocationGate } from "@/components/location/use-location-gate";
import { PaymentTypeSelector } from "@/components/ordering/payment-type-selector";
import { usePaymentType } from "@/components/ordering/use-payment-type";
import { OfflineNotice, useOffline } from "@/components/shell/offline-notice";
import {
  checkoutButtonState,
  showPaymentTypeSelector,
  type CheckoutGateInput,
  type DiscountLoading,
  type DeliveryLocationStrip as StripState,
} from "@/lib/domain/checkout-visibility";
import type { Milli } from "@/lib/domain/money";
import { formatMoney } from "@/lib/domain/money-format";
import { deliveryBlocked } from "@/lib/domain/delivery-availability";
import { geofenceBlocksOrder, orderGeofenceApplies } from "@/lib/domain/order-geofence";
import { availablePaymentTypes, paymentTypesEnabled } from "@/lib/domain/payment-type";
import type { CartConfig } from "./cart-config";
import { CheckoutButton } from "./checkout-button";
import { DeliveryLocationStrip } from "./delivery-location-strip";
import { MinimumOrderBanner } from "./minimum-order-banner";
import type { MinimumOrder } from "./use-minimum-order";

const OFFLINE_REASON = "cart-offline-reason";

type Props = {
  config: CartConfig;
  strip: StripState;
  total: Milli;
  minimum: MinimumOrder;
  /** The coupon, employee discount and loyalty discounts loading: checkout waits (001 section 2). */
  loading: DiscountLoading;
};

/**
 * The end of the cart (001 section 2): address block, payment type selector (total above 0), the
 * minimum-order banner, the dine-in geofence check and the checkout button, each under lib/domain's rule.
 */
export function CartOrdering({ config, strip, total, minimum, loading }: Props) {
  const products = useCartStore((state) => state.products);
  const orderType = useCartStore((state) => state.orderType);
  const orderLocation = useCartStore((state) => state.orderLocation);
  const enableWishlist = useBrowseOnly(config.enableWishlist);
  const delivery = useCartStore((state) => state.delivery);
  const hasItems = products.length > 0;
  // The cart opens offline (the worker keeps it, lib/offline/offline-pages.ts); ordering needs the network.
  const offline = useOffline();
  const { paymentType, choose } = usePaymentType({
    total,
    onlinePaymentEnabled: config.payment.payment_enabled,
    // Not held back while discounts load: the selector would show the stored cash meanwhile, and a guest
    // who took that for their choice would be switched to card once the discounts came.
    active: hasItems,
    tableTab: config.tableTab && Boolean(orderLocation),
  });

  const scope = {
    orderType,
    hasProducts: hasItems,
    hasLocation: Boolean(orderLocation),
    paymentType,
    enableOrderGeofence: config.enableOrderGeofence,
  };
  const geofence = orderGeofenceApplies(scope);
  const gate = useLocationGate({ enabled: geofence, lang: config.lang, menuId: config.menuId });
  const geofenceBlocked = geofenceBlocksOrder(scope, {
    status: gate.state.status,
    allowed: gate.state.allowed,
    hasCurrentLocation: gate.state.position !== null,
  });

  const input: CheckoutGateInput = {
    hasItems,
    enableWishlist,
    venueOpen: config.venueOpen,
    minimumOrderError: minimum.required !== null,
    // Delivery that cannot be checked without the map is no order type to check out with (issue 11 item 13).
    orderType: deliveryBlocked(orderType, config.deliveryUnavailable) ? null : orderType,
    paymentType,
    enableAddressGoogleMaps: config.enableAddressGoogleMaps,
    deliveryLocationConfirmed: delivery.confirmed,
    geofenceBlocked,
  };
  const checkout = checkoutButtonState({ ...input, ...loading });
  const paymentSelector = showPaymentTypeSelector({ ...input, paymentTypesEnabled: paymentTypesEnabled(config.payment), total });

  return (
    <>
      <DeliveryLocationStrip state={strip} formattedAddress={delivery.formattedAddress} details={delivery.details} />
      {paymentSelector && <PaymentTypeSelector types={availablePaymentTypes(config.payment)} value={paymentType} onChange={choose} />}
      {minimum.required !== null && <MinimumOrderBanner amount={formatMoney(minimum.required, config.money, config.lang)} />}
      {geofence && <LocationGatePanel gate={gate} enabled={geofence} />}
      {/* The section minimum is not known yet: the guest waits for it rather than meet it at checkout. */}
      {checkout.visible && (
        // Sticky at the bottom of the screen (issue 14): Checkout in reach however long the cart and the upsell are.
        <div
          data-bottom-bar
          className="sticky bottom-0 z-20 -mx-4 flex flex-col gap-2 border-t border-black/10 bg-cart-bg px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
        >
          <OfflineNotice id={OFFLINE_REASON} />
          <CheckoutButton disabled={checkout.disabled || minimum.loading || offline} reason={offline ? OFFLINE_REASON : undefined} />
        </div>
      )}
    </>
  );
}
