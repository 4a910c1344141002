"use client";

import { TableTabNote } from "@/components/ordering/table-tab-note";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useShallow } from "zustand/react/shallow";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useHydrated } from "@/components/cart/use-hydrated";
import { useResolvedOrderType } from "@/components/cart/use-resolved-order-type";
import { LocationGatePanel } from "@/components/location/location-gate-panel";
import { OrderTypeSelector } from "@/components/ordering/order-type-selector";
import { AnalyticsEvent } from "@/components/shell/analytics-event";
import { buttonClass } from "@/components/ui/button";
import { Link, useRouter } from "@/i18n/navigation";
import { discountsLoading, showOrderTypeSelectorOnCart } from "@/lib/domain/checkout-visibility";
import { selectorTypes } from "@/lib/domain/delivery-availability";
import { shownLocationConfirmed } from "@/lib/domain/location-link";
import { formatMoney } from "@/lib/domain/money-format";
import { numberingSystem } from "@/lib/domain/numbering";
import { ORDER_TYPE_MESSAGE_KEYS } from "@/lib/domain/order-type";
import { locationChip } from "@/lib/shell/location-chip";
import { cartLineInLanguage } from "@/lib/cart/line-in-language";
import { selectCustomer } from "@/lib/cart/selectors";
import { CheckoutForm } from "./checkout-form";
import type { CheckoutSettings } from "./checkout-settings";
import { CheckoutSummary } from "./checkout-summary";
import { MergeDialog } from "./merge-dialog";
import { PosBusyNotice } from "./pos-busy-notice";
import { useCheckout } from "./use-checkout";
import { usePlaceOrder } from "./use-place-order";
import { useSubmitOrder } from "./use-submit-order";

/**
 * The checkout screen (001 sections 2, 4 and 5): back to the cart without a payment type or lines;
 * the order-type selector; the minimum-order warning; the customer form or the table/room form; the
 * submit with its idempotency key; the merge dialog when the table already has an order.
 */
export function CheckoutScreen({ settings }: { settings: CheckoutSettings }) {
  const t = useTranslations("Checkout");
  const tc = useTranslations("Common");
  const types = useTranslations("OrderTypes");
  const mounted = useHydrated();
  const router = useRouter();
  const checkout = useCheckout(settings);
  const { cart, view, fields, geofence } = checkout;
  const order = usePlaceOrder(settings.lang);
  const customer = useCartStore(useShallow(selectCustomer));
  const leaving = order.state.status === "placed";
  const goBack = mounted && !leaving && (view === "redirectToCart" || cart.products.length === 0);
  useResolvedOrderType({ enabled: settings.enabledOrderTypes, partner: settings.partner, active: mounted && !leaving });
  const loading = discountsLoading(checkout.loading);

  useEffect(() => {
    if (goBack) router.replace("/cart/");
  }, [goBack, router]);

  // The label shown and the token sent come from the cart's one reading of the link; should they ever
  // disagree, nothing is sent rather than an order without the table the guest sees (issue 24 item 6).
  const locationConfirmed = shownLocationConfirmed(cart);
  // The chip's reading: a table or room number in the screen's digits, an area's name as written.
  const location = locationChip(
    cart.orderLocation,
    cart.orderLocationType,
    numberingSystem(settings.lang, settings.money.enable_arabic_numerals),
  );
  const locationLabel = location ? `${cart.orderLocationType === "Room" ? t("room") : t("table")} ${location.location}` : "";

  const submit = useSubmitOrder({ settings, checkout, order, customerName: customer.name, locationLabel });

  const showSelector = showOrderTypeSelectorOnCart({
    enableDisplayOrderTypeHome: settings.enableDisplayOrderTypeHome,
    hasItems: cart.products.length > 0,
    enableWishlist: cart.enableWishlist,
    orderLocation: cart.orderLocation,
    orderLocationType: cart.orderLocationType,
  });
  const ready = mounted && !goBack;

  return (
    <main className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-6">
      <AnalyticsEvent licence={settings.licence} ids={settings.trackingIds} event={{ event: "checkout_page_view" }} />
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      {!ready || leaving ? (
        <p role="status" className="text-center">
          {leaving && order.state.status === "placed" && order.state.paymentUrl ? t("redirecting") : tc("loading")}
        </p>
      ) : (
        <>
          {showSelector && (
            <OrderTypeSelector
              label={types("label")}
              options={selectorTypes(settings.orderTypes, settings.deliveryUnavailable).map(({ type, available }) => ({
                type,
                label: types(ORDER_TYPE_MESSAGE_KEYS[type]),
                unavailable: available ? undefined : types("deliveryUnavailable"),
              }))}
            />
          )}
          {view === "minimumOrderWarning" && checkout.minimumRequired !== null && (
            <div role="alert" className="rounded border border-red-700 bg-red-50 p-4 text-center font-bold text-red-800">
              {t("minimumOrder", { amount: formatMoney(checkout.minimumRequired, settings.money, settings.lang) })}
            </div>
          )}
          {view === "addressPicker" && <AddressPickerLink />}
          {!locationConfirmed && (
            <div role="alert" className="rounded border border-red-700 bg-red-50 p-4 text-center font-bold text-red-800">
              {t("locationUnconfirmed", { location: locationLabel })}
            </div>
          )}
          {(view === "form" || view === "tableForm") && (
            <CheckoutSummary
              lines={cart.products.map((line) => cartLineInLanguage(line, settings.catalogue, settings.variationNames))}
              catalogue={settings.catalogue}
              totals={checkout.totals}
              money={settings.money}
              lang={settings.lang}
              showDeliveryFee={cart.orderType === "delivery" && cart.delivery.fees !== null}
              couponCode={checkout.coupon?.code ?? null}
              loading={loading}
              loyalty={checkout.loyalty}
            />
          )}
          <PosBusyNotice menuId={settings.order.id} sharesTableOrder={settings.partner || settings.tableTab} />
          {view === "tableForm" && settings.tableTab && cart.orderLocation && <TableTabNote />}
          {(view === "form" || view === "tableForm") && (
            <CheckoutForm
              lang={settings.lang}
              fields={fields}
              orderType={cart.orderType}
              menuCountry={settings.order.menu_country}
              partner={settings.partner}
              timezone={settings.order.timezone}
              termsPage={settings.checkoutTerms}
              locationLabel={view === "tableForm" ? locationLabel : null}
              customer={customer}
              // A verified employee's phone is the order's (001 section 4: disableCustomerPhone).
              phoneLocked={cart.disableCustomerPhone}
              submit={{
                submitting: order.state.status === "submitting",
                paymentType: cart.paymentType,
                onlinePaymentEnabled: settings.onlinePaymentEnabled,
                partner: settings.partner,
                discountsLoading: loading,
                geofenceBlocked: geofence.blocked,
                locationUnconfirmed: !locationConfirmed,
                enableWhatsappOrder: settings.enableWhatsappOrder,
                whatsappNumber: settings.whatsappNumber,
                enableUserSendWhatsapp: settings.enableUserSendWhatsapp,
              }}
              error={order.state.status === "failed" ? order.state.error : null}
              errorDetail={order.state.status === "failed" ? order.state.detail : null}
              payAmount={formatMoney(checkout.totals.total, settings.money, settings.lang)}
              locationControl={<LocationGatePanel gate={geofence.gate} enabled={geofence.applies} />}
              originLocation={geofence.origin}
              onSubmit={submit}
            />
          )}
        </>
      )}
      {order.state.status === "existingOrder" && (
        <MergeDialog
          lines={order.state.existing.line_items}
          merging={order.state.merging}
          error={order.state.error}
          money={settings.money}
          lang={settings.lang}
          onMerge={() => void order.merge()}
          onCancel={order.cancelMerge}
        />
      )}
    </main>
  );
}

function AddressPickerLink() {
  const t = useTranslations("DeliveryLocation");
  return (
    <Link href="/delivery-location/" className={buttonClass()}>
      {t("setDeliveryLocation")}
    </Link>
  );
}
