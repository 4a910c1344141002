"use client";

import { useCallback, useEffect, useState } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import type { Milli } from "@/lib/domain/money";
import { autoPaymentType, type PaymentType } from "@/lib/domain/payment-type";

/**
 * Whether the guest has picked a payment type in this tab. The cart always holds one (cash by
 * default), so "none chosen" of 001 section 4 needs its own mark; it lasts as long as the cart's
 * lines (the tab's sessionStorage).
 */
function choiceKey(licence: string): string {
  return `carte-payment-chosen-${licence}`;
}

function readChoice(licence: string): boolean {
  try {
    return typeof window !== "undefined" && window.sessionStorage.getItem(choiceKey(licence)) === "1";
  } catch {
    return false;
  }
}

function writeChoice(licence: string): void {
  try {
    window.sessionStorage.setItem(choiceKey(licence), "1");
  } catch {
    // Storage switched off: the choice holds for this page only.
  }
}

export interface PaymentTypeOptions {
  licence: string;
  total: Milli;
  /** The menu's payment_enabled flag. */
  onlinePaymentEnabled: boolean;
  /** The automatic default is applied only while the totals mean something (the cart has lines). */
  active: boolean;
}

/**
 * The cart's payment type with the automatic default of 001 section 4 applied on every change of the
 * totals ("total above 0, online payment enabled and none chosen gives card ... or total 0, gives
 * cash"). Returns the type and the guest's own choice, which is written to the cart.
 */
export function usePaymentType({ licence, total, onlinePaymentEnabled, active }: PaymentTypeOptions) {
  const paymentType = useCartStore((state) => state.paymentType);
  const setPaymentType = useCartStore((state) => state.setPaymentType);
  const [chosen, setChosen] = useState(() => readChoice(licence));

  useEffect(() => {
    if (!active) return;
    const next = autoPaymentType({ total, onlinePaymentEnabled, chosen: chosen ? paymentType : null });
    if (next !== paymentType) setPaymentType(next);
  }, [active, chosen, onlinePaymentEnabled, paymentType, setPaymentType, total]);

  const choose = useCallback(
    (type: PaymentType) => {
      writeChoice(licence);
      setChosen(true);
      setPaymentType(type);
    },
    [licence, setPaymentType],
  );
  return { paymentType, choose };
}
