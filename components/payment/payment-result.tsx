"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { PAYMENT_STATUSES } from "@/lib/api/schemas/payment";
import { PaymentAnimation } from "./payment-animation";
import { isPaid, isPending, type PaymentResultData } from "./payment-status";

/**
 * The result view every payment-return screen shares (001 section 2): the thank-you text only when
 * PAID, an animation for PAID and another for any other answer (none while PENDING), the order
 * reference, 'Order Status: {status}' and the Order Details button. Issue 28 item 7: the reference is a
 * details line under the status, and with the live order shown below, Order Details is a plain link.
 */
export function PaymentResult({ result, orderShown = false }: { result: PaymentResultData; orderShown?: boolean }) {
  const t = useTranslations("Payment");
  const setPaymentUrl = useCartStore((state) => state.setPaymentUrl);
  const setOrderPayment = useCartStore((state) => state.setOrderPayment);
  const paid = isPaid(result.status);
  const answered = !isPending(result.status);

  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, []);

  useEffect(() => {
    // Paid: the cart must stop sending the guest back to the payment page, and the order is done.
    if (paid) setOrderPayment({ paymentUrl: null, awaitingPayment: false });
    // Declined or failed (issue 11): that page takes no more money, so the cart must not send the
    // guest back to it; the order still waits on a payment (the order screen offers Try again).
    else if (answered) setPaymentUrl(null);
  }, [paid, answered, setPaymentUrl, setOrderPayment]);

  const statusText =
    result.status === PAYMENT_STATUSES.paid ? t("statusPaid") : isPending(result.status) ? t("statusPending") : result.status;

  return (
    <section aria-labelledby="payment-title" className="flex flex-col items-center gap-4 text-center">
      {!isPending(result.status) && <PaymentAnimation paid={paid} />}
      <h1 id="payment-title" className="font-title text-2xl">
        {result.orderId ? t("titleWithReference", { reference: result.orderId }) : t("title")}
      </h1>
      {paid && <p className="text-lg">{t("thankYou")}</p>}
      <p role="status" className="text-lg font-bold">
        {t("orderStatus", { status: statusText })}
      </p>
      {/* Issue 28 item 7: the gateway's long reference is a detail, not the screen's subject. */}
      {result.reference && (
        <p className="text-xs break-all opacity-80" data-testid="payment-reference">
          {t("paymentReference", { reference: result.reference })}
        </p>
      )}
      {/* With the live order below, Order Details is only the order's own address (to keep or share), not a step. */}
      {result.orderUuid && (
        <Link
          href={`/order/${encodeURIComponent(result.orderUuid)}/`}
          className={orderShown ? "rounded px-2 py-1 text-sm underline focus-visible:outline-2" : buttonClass({ size: "lg" })}
        >
          {t("orderDetails")}
        </Link>
      )}
    </section>
  );
}
