import { useEffect } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import type { Milli } from "@/lib/domain/money";
import { autoPaymentType } from "@/lib/domain/payment-type";

export interface PaymentTypeOptions {
  total: Milli;
  /** The menu's payment_enabled flag. */
  onlinePaymentEnabled: boolean;
  /** The automatic default is applied only while the totals mean something (the cart has lines). */
  active: boolean;
  /** The order goes on a table's tab (enable_table_tab at a table): nothing online is preselected. */
  tableTab: boolean;
}

/**
 * The cart's payment type with the automatic default of 001 section 4 applied on every change of the
 * totals ("total above 0, online payment enabled and none chosen gives card ... or total 0, gives
 * cash"). Returns the type and the guest's own choice, which is written to the cart.
 */
export function usePaymentType({ total, onlinePaymentEnabled, active, tableTab }: PaymentTypeOptions) {
  const paymentType = useCartStore((state) => state.paymentType);
  const chosen = useCartStore((state) => state.paymentTypeChosen);
  const setPaymentType = useCartStore((state) => state.setPaymentType);
  const choose = useCartStore((state) => state.choosePaymentType);

  useEffect(() => {
    if (!active) return;
    const next = autoPaymentType({ total, onlinePaymentEnabled, chosen: chosen ? paymentType : null, tableTab });
    if (next !== paymentType) setPaymentType(next);
  }, [active, chosen, onlinePaymentEnabled, paymentType, setPaymentType, tableTab, total]);
  return { paymentType, choose };
}
