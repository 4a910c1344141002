"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useHydrated } from "@/components/cart/use-hydrated";
import { orderScreenPath } from "@/components/order/order-links";
import { Receipt } from "@/components/order/receipt";
import { useLiveOrder, type FollowOrder } from "@/components/order/use-live-order";
import { useOrderStatusEffects } from "@/components/order/use-order-status-effects";
import { useRouter } from "@/i18n/navigation";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { Order } from "@/lib/api/schemas/order";
import type { MoneySettings } from "@/lib/domain/money-format";
import { redirectToOrderScreen, showPartnerExtras, showRemoveTip, showTipsCard, showWalletCard } from "@/lib/domain/partner-checkout";
import { partnerCheckoutOrder } from "./partner-order";
import { OpenCardPayment } from "./open-card-payment";
import { PaymentOptionsCard } from "./payment-options-card";
import { RemoveTip } from "./remove-tip";
import { TipsCard } from "./tips-card";
import { WalletCard } from "./wallet-card";

export interface PartnerCheckoutScreenProps {
  initialOrder: Order;
  lang: LanguageCode;
  money: MoneySettings;
  /** The order's date in the venue's time zone (formatted on the server). */
  date: string;
  /** The menu's al_futtaim_enabled, or its enable_table_tab (lib/domain/table-tab sharesTableOrder). */
  partner: boolean;
  /** The partner's wallet card: al_futtaim_enabled only. */
  wallet?: boolean;
  /** enable_table_tab (issue 16): Pay My Items. */
  tableTab?: boolean;
  /** Tests replace the realtime connection and the browser's navigation to a payment page. */
  follow?: FollowOrder;
  go?: (url: string) => void;
}

/**
 * Checkout of the active partner order (001 section 2): the receipt, kept live like the order
 * screen's; the tips, wallet and payment options cards only for the cart's active order on a partner
 * venue. Accepted or preparing sends the guest to the order screen.
 */
export function PartnerCheckoutScreen(props: PartnerCheckoutScreenProps) {
  const { initialOrder, lang, money, date, partner, wallet = true, tableTab = false, follow, go } = props;
  const t = useTranslations("PartnerCheckout");
  const order = useLiveOrder(lang, initialOrder, follow);
  useOrderStatusEffects(order);
  const router = useRouter();
  const hydrated = useHydrated();
  const activeOrder = useCartStore((state) => state.activeOrder);
  const leave = redirectToOrderScreen(order.status);

  useEffect(() => {
    if (leave) router.replace(orderScreenPath(order.uuid));
  }, [leave, order.uuid, router]);

  const view = partnerCheckoutOrder(order);
  const extras = hydrated && !leave && showPartnerExtras({ partner, orderId: order.uuid, activeOrder });
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-4">
      <h1 className="font-title text-2xl">{t("title")}</h1>
      <Receipt order={order} money={money} lang={lang} date={date} />
      {extras && (
        <>
          <OpenCardPayment order={order} lang={lang} />
          {showTipsCard(view) && <TipsCard order={order} lang={lang} money={money} />}
          {showRemoveTip(view) && <RemoveTip order={order} lang={lang} money={money} />}
          {wallet && showWalletCard(view) && <WalletCard order={order} lang={lang} money={money} />}
          <PaymentOptionsCard order={order} lang={lang} money={money} go={go} tableTab={tableTab} />
        </>
      )}
    </div>
  );
}
