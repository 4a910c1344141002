"use client";

import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { browserApi } from "@/lib/api/browser";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { Order } from "@/lib/api/schemas/order";
import type { MoneySettings } from "@/lib/domain/money-format";
import { mayThankGuest, unpaidOrderActions } from "@/lib/domain/order-payment";
import { offersFeedbackForm } from "@/lib/domain/order-feedback";
import { isActiveStatus, isCancelled } from "@/lib/domain/order-status";
import type { PaymentMenuFlags } from "@/lib/domain/payment-type";
import { PartnerCheckoutLink } from "@/components/partner/partner-checkout-link";
import { OrderPayment } from "@/components/payment/order-payment";
import { paymentStateOf } from "@/components/payment/order-payment-state";
import { useOrderPaymentSync } from "@/components/payment/use-order-payment-sync";
import type { OrderFeedbackForm } from "./feedback-form";
import { OrderFeedback } from "./order-feedback";
import { OrderPush } from "./order-push";
import { OrderTracker, type TrackerSettings } from "./order-tracker";
import { PosBusyBox } from "./pos-busy-box";
import { Receipt } from "./receipt";
import { useLiveOrder, type FollowOrder } from "./use-live-order";
import { useOrderStatusEffects } from "./use-order-status-effects";
import type { PushVenue } from "./use-order-push";
import { useThankYou } from "./use-thank-you";

export interface OrderScreenProps {
  initialOrder: Order;
  lang: LanguageCode;
  money: MoneySettings;
  /** The order's date in the venue's time zone (formatted on the server). */
  date: string;
  /** Arrived straight from the checkout (`?placed=1`). */
  placed: boolean;
  feedbackForm: OrderFeedbackForm | null;
  /** The menu's payment type settings: the other ways an unpaid card order may be paid (issue 11). */
  paymentMenu?: PaymentMenuFlags;
  /** The menu's al_futtaim_enabled: the active order is paid on the partner checkout (issue 12). */
  partner?: boolean;
  /** The tracker's time zone, digits and the venue's preparation time (issue 28). */
  tracker?: TrackerSettings;
  /** The venue as a status notification shows it (issue 29); without it, no notifications are offered. */
  pushVenue?: PushVenue;
  /** The venue's enable_push_every_status_change (lib/domain/order-push.ts). */
  pushEveryChange?: boolean;
  /** Shown under a payment's result (issue 28 item 7): that screen's heading is the page's first. */
  underPaymentResult?: boolean;
  /** Tests replace the realtime connection. */
  follow?: FollowOrder;
}

const NO_TRACKER_SETTINGS: TrackerSettings = { timezone: null, arabicNumerals: false, preparationMinutes: null };

/**
 * The order status screen (001 section 2): thank-you text, POS box, timeline, receipt, feedback form
 * and buttons, live through the order's realtime channel.
 */
export function OrderScreen({
  initialOrder,
  lang,
  money,
  date,
  placed,
  feedbackForm,
  paymentMenu = {},
  partner = false,
  tracker = NO_TRACKER_SETTINGS,
  pushVenue,
  pushEveryChange = false,
  underPaymentResult = false,
  follow,
}: OrderScreenProps) {
  const t = useTranslations("Order");
  const receipt = useTranslations("Receipt");
  const statuses = useTranslations("OrderStatus");
  const payment = useTranslations("Payment");
  const order = useLiveOrder(lang, initialOrder, follow);
  useOrderStatusEffects(order);
  const thankYou = useThankYou(order.uuid, placed);
  const cancelled = isCancelled(order.status);
  const paymentState = paymentStateOf(order);
  const actions = unpaidOrderActions({ state: paymentState, cancelled, menu: paymentMenu });
  useOrderPaymentSync(order.uuid, paymentState);
  const Title = underPaymentResult ? "h2" : "h1";

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-4">
      <Title className="font-title text-2xl">{t("title")}</Title>
      {/* Issue 11: never thanked for an order that still waits on its online payment. */}
      {/* Under a payment's result, that result thanks the guest and says the status. */}
      {thankYou && !underPaymentResult && !cancelled && mayThankGuest(paymentState) && (
        <p className="rounded-md bg-green-50 p-3 text-green-900">{t("thankYou")}</p>
      )}
      {order.common_order && <PosBusyBox text={t("posBusy")} />}
      {!underPaymentResult && (
        <p role="status" className="text-sm">
          {payment("orderStatus", { status: statuses(order.status) })}
        </p>
      )}
      <OrderPayment order={order} lang={lang} state={paymentState} retry={actions.retry} otherTypes={actions.otherTypes} />
      <PartnerCheckoutLink order={order} partner={partner} />
      <OrderTracker
        status={order.status}
        changes={order.status_changes}
        // Issue 28: no Edit once money was taken, online in full or any payment at all.
        paid={paymentState === "paid" || order.payments.length > 0}
        lang={lang}
        settings={tracker}
      />
      {pushVenue && isActiveStatus(order.status) && (
        <OrderPush lang={lang} uuid={order.uuid} venue={pushVenue} everyChange={pushEveryChange} />
      )}
      <Receipt order={order} money={money} lang={lang} date={date} />
      {feedbackForm && offersFeedbackForm({ hasForm: true, cancelled, paymentState }) && (
        <OrderFeedback feedback={feedbackForm} lang={lang} />
      )}
      <div className="flex flex-wrap gap-3">
        <a href={browserApi().receiptPdfUrl(lang, order.uuid)} download className={buttonClass({ variant: "secondary" })}>
          {receipt("downloadReceipt")}
        </a>
        <Link href="/home/" className={buttonClass()}>
          {t("backToMenu")}
        </Link>
      </div>
    </div>
  );
}
