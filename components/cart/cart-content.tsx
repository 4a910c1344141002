import { TableTabNote } from "@/components/ordering/table-tab-note";
import { TabNameField } from "./tab-name-field";
import { useTranslations } from "next-intl";
import { ORDER_TYPE_MESSAGE_KEYS } from "@/lib/domain/order-type";
import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useBrowseOnly } from "@/components/cart/use-browse-only";
import { OrderTypeSelector } from "@/components/ordering/order-type-selector";
import { totalQuantity } from "@/lib/cart/lines";
import { couponShortfall } from "@/lib/domain/coupon-fallback";
import type { Milli } from "@/lib/domain/money";
import { formatMoney } from "@/lib/domain/money-format";
import { deliveryLocationStrip, showOrderTypeSelectorOnCart } from "@/lib/domain/checkout-visibility";
import { orderableType, selectorTypes } from "@/lib/domain/delivery-availability";
import type { CartConfig } from "./cart-config";
import { cartLineInLanguage } from "@/lib/cart/line-in-language";
import { CartLineItem } from "./cart-line-item";
import { CartOrdering } from "./cart-ordering";
import { CartTotals } from "./cart-totals";
import { CouponBox } from "./coupon-box";
import { EmployeeDiscountBox } from "./employee-discount-box";
import { OrderComments } from "./order-comments";
import { useCartDiscounts } from "./use-cart-discounts";
import { useMinimumOrder } from "./use-minimum-order";

/**
 * The cart with lines, top to bottom as 001 section 2 orders it: order-type selector, lines, order
 * comments, employee discount box (partner venue), coupon box, totals, separator, upsell, then the
 * ordering controls (address, payment type, minimum order, geofence, checkout). Every rule is
 * lib/domain's; this only wires the cart to it.
 */
export function CartContent({ config, upsell }: { config: CartConfig; upsell: ReactNode }) {
  const t = useTranslations("Cart");
  const types = useTranslations("OrderTypes");
  const products = useCartStore((state) => state.products);
  const orderType = useCartStore((state) => state.orderType);
  const delivery = useCartStore((state) => state.delivery);
  const customerPhone = useCartStore((state) => state.customerPhone);
  const enableWishlist = useBrowseOnly(config.enableWishlist);
  const orderLocation = useCartStore((state) => state.orderLocation);
  const orderLocationType = useCartStore((state) => state.orderLocationType);
  const setLineQuantity = useCartStore((state) => state.setLineQuantity);
  const setOrderType = useCartStore((state) => state.setOrderType);
  const removeLine = useCartStore((state) => state.removeLine);
  const list = useRef<HTMLUListElement>(null);

  const { coupon, entry, employee, loyalty, totals, loading, totalsLoading } = useCartDiscounts(config);
  const formatAmount = useCallback((amount: Milli) => formatMoney(amount, config.money, config.lang), [config.money, config.lang]);
  const minimum = useMinimumOrder(config, totals.subtotal);
  const orderable = orderableType(orderType, config.orderTypes, config.deliveryUnavailable);

  useEffect(() => {
    // Delivery that cannot be checked without the map: the next type the venue offers (issue 11 item 13),
    // also where the selector is on home or not shown.
    if (orderable !== orderType) setOrderType(orderable);
  }, [orderable, orderType, setOrderType]);
  const hasItems = products.length > 0;

  const remove = useCallback(
    (uuid: string) => {
      removeLine(uuid);
      // Focus would fall to the page: keep it in the list the guest was working in.
      list.current?.focus();
    },
    [removeLine],
  );

  const showSelector = showOrderTypeSelectorOnCart({
    enableDisplayOrderTypeHome: config.enableDisplayOrderTypeHome,
    hasItems,
    enableWishlist,
    orderLocation,
    orderLocationType,
  });
  const strip = deliveryLocationStrip({
    hasItems,
    enableWishlist,
    minimumOrderError: minimum.required !== null,
    orderType,
    enableAddressGoogleMaps: config.enableAddressGoogleMaps,
    deliveryLocationConfirmed: delivery.confirmed,
  });
  const count = totalQuantity(products);

  return (
    <div className="flex flex-col gap-4">
      {showSelector && (
        <OrderTypeSelector
          label={types("label")}
          options={selectorTypes(config.orderTypes, config.deliveryUnavailable).map(({ type, available }) => ({
            type,
            label: types(ORDER_TYPE_MESSAGE_KEYS[type]),
            unavailable: available ? undefined : types("deliveryUnavailable"),
          }))}
        />
      )}
      {!showSelector && config.deliveryUnavailable && !orderLocation && (
        <p role="note" className="rounded border border-black/20 bg-card-bg p-3 text-center text-sm">
          {types("deliveryUnavailable")}
        </p>
      )}
      <ul ref={list} tabIndex={-1} aria-label={t("itemCount", { count })} className="flex flex-col gap-3 focus:outline-none">
        {products.map((line) => (
          <CartLineItem
            key={line.uuid}
            line={cartLineInLanguage(line, config.catalogue, config.variationNames)}
            catalogue={config.catalogue}
            money={config.money}
            lang={config.lang}
            defaultImage={config.defaultProductImage}
            onQuantity={setLineQuantity}
            onDelete={remove}
          />
        ))}
      </ul>
      {config.enableOrderComments && <OrderComments />}
      {config.tableTab && orderLocation && <TabNameField />}
      {config.tableTab && orderLocation && <TableTabNote />}
      {config.partner && (
        <EmployeeDiscountBox
          lang={config.lang}
          menuCountry={config.orderMenu.menu_country}
          employeeId={employee.employeeId}
          invalid={employee.invalid}
          loading={employee.loading}
          customerPhone={customerPhone}
          onApply={employee.apply}
          onRemove={employee.remove}
          onEdit={employee.edited}
        />
      )}
      {config.enableCoupons && (
        <CouponBox
          autoCode={config.autoCoupon}
          code={coupon.code}
          invalid={coupon.invalid}
          loading={loading.loadingCoupon}
          onApply={entry.enter}
          onDelete={coupon.remove}
          shortfall={couponShortfall(coupon.chosen, totals.subtotal)}
          inEffect={coupon.coupon?.code ?? null}
          declined={entry.declined}
          formatAmount={formatAmount}
        />
      )}
      <CartTotals
        totals={totals}
        money={config.money}
        lang={config.lang}
        showDeliveryFee={orderType === "delivery" && delivery.fees !== null}
        couponCode={coupon.coupon?.code ?? null}
        loading={totalsLoading}
        loyalty={loyalty.discounts}
      />
      <hr className="border-black/10" />
      {upsell}
      <CartOrdering config={config} strip={strip} total={totals.total} minimum={minimum} loading={loading} />
    </div>
  );
}
