import { useEffect } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useHydrated } from "@/components/cart/use-hydrated";
import type { OrderPaymentState } from "@/lib/domain/order-payment";

/**
 * Keeps the cart's view of its active order's payment in step with the order (issue 11): a failed
 * payment's page is stale, so the cart must not send the guest back to it; a paid order, or one
 * now paid at the venue, is done and earns the header's check mark. Other orders leave the cart be.
 */
export function useOrderPaymentSync(uuid: string, state: OrderPaymentState): void {
  const hydrated = useHydrated();
  const activeOrder = useCartStore((cart) => cart.activeOrder);
  const setPaymentUrl = useCartStore((cart) => cart.setPaymentUrl);
  const setOrderPayment = useCartStore((cart) => cart.setOrderPayment);

  useEffect(() => {
    if (!hydrated || activeOrder !== uuid) return;
    if (state === "failed") setPaymentUrl(null);
    if (state === "paid" || state === "at_venue") setOrderPayment({ paymentUrl: null, awaitingPayment: false });
  }, [hydrated, activeOrder, uuid, state, setPaymentUrl, setOrderPayment]);
}
