import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { orderQueryKey } from "@/components/order/use-live-order";
import { Button } from "@/components/ui/button";
import { browserApi } from "@/lib/api/browser";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { Order } from "@/lib/api/schemas/order";
import type { OrderPaymentState } from "@/lib/domain/order-payment";
import type { PaymentType } from "@/lib/domain/payment-type";

function assignLocation(url: string) {
  window.location.assign(url);
}

export interface OrderPaymentProps {
  order: Order;
  lang: LanguageCode;
  state: OrderPaymentState;
  /** From lib/domain unpaidOrderActions. */
  retry: boolean;
  otherTypes: PaymentType[];
  /** Tests replace the browser's navigation. */
  go?: (url: string) => void;
}

const STATE_KEYS = { awaiting: "awaiting", failed: "failed", paid: "paid" } as const;

/**
 * The payment part of the order screen (issue 11): the state of a card order, and for one still
 * unpaid, Try again (a new payment through the same gateway) and the venue's other ways to pay.
 */
export function OrderPayment({ order, lang, state, retry, otherTypes, go = assignLocation }: OrderPaymentProps) {
  const t = useTranslations("OrderPayment");
  const types = useTranslations("PaymentTypes");
  const queryClient = useQueryClient();
  const setOrderPayment = useCartStore((cart) => cart.setOrderPayment);
  const activeOrder = useCartStore((cart) => cart.activeOrder);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<"startFailed" | "switchFailed" | null>(null);
  if (state === "at_venue") return null;

  const tryAgain = async () => {
    setBusy(true);
    setError(null);
    try {
      const { payment_url } = await browserApi().startOrderPayment(lang, order.uuid);
      if (activeOrder === order.uuid) setOrderPayment({ paymentUrl: payment_url, awaitingPayment: true });
      go(payment_url);
    } catch (failure) {
      // 001 section 8: payment call failures are logged, and the buttons return.
      console.error("order payment: try again failed", failure);
      setError("startFailed");
      setBusy(false);
    }
  };

  const payWith = async (paymentType: PaymentType) => {
    setBusy(true);
    setError(null);
    try {
      const changed = await browserApi().setOrderPaymentType(lang, order.uuid, { payment_type: paymentType });
      queryClient.setQueryData<Order>(orderQueryKey(lang, order.uuid), changed);
      if (activeOrder === order.uuid) setOrderPayment({ paymentUrl: null, awaitingPayment: false });
    } catch (failure) {
      console.error("order payment: another way failed", failure);
      setError("switchFailed");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="order-payment-state" className="flex flex-col gap-3">
      <p
        id="order-payment-state"
        className={`rounded-md p-3 font-bold ${state === "failed" ? "bg-red-50 text-red-900" : state === "paid" ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-900"}`}
      >
        {t("state", { state: t(STATE_KEYS[state]) })}
      </p>
      {state !== "paid" && <p>{t(state === "failed" ? "failedHint" : "awaitingHint")}</p>}
      {error && (
        <p role="alert" className="text-red-800">
          {t(error)}
        </p>
      )}
      {retry && (
        <Button disabled={busy} onClick={() => void tryAgain()}>
          {t("tryAgain")}
        </Button>
      )}
      {otherTypes.length > 0 && (
        <div role="group" aria-labelledby="order-payment-other" className="flex flex-col gap-2">
          <h2 id="order-payment-other" className="font-bold">
            {t("payAnotherWay")}
          </h2>
          <div className="flex flex-wrap gap-3">
            {otherTypes.map((type) => (
              <Button key={type} disabled={busy} onClick={() => void payWith(type)} variant="secondary">
                {types(type)}
              </Button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
