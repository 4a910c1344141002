import { useEffect } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { resolveOrderType, type EnabledOrderTypes } from "@/lib/domain/order-type";

/**
 * 001 section 4's automatic order-type switches (lib/domain resolveOrderType), applied wherever the
 * cart's type decides what the guest sees: the cart and the checkout (a guest may open it directly).
 * On the partner venue delivery, or any type but dine_in and takeaway, becomes dine_in at a table
 * or room and takeaway elsewhere; each change is saved to the cart.
 */
export function useResolvedOrderType(input: { enabled: EnabledOrderTypes; partner: boolean; active: boolean }): void {
  const { enabled, partner, active } = input;
  const orderType = useCartStore((state) => state.orderType);
  const orderLocation = useCartStore((state) => state.orderLocation);
  const setOrderType = useCartStore((state) => state.setOrderType);
  useEffect(() => {
    if (!active) return;
    const resolved = resolveOrderType({ current: orderType, enabled, partner, hasLocation: Boolean(orderLocation) });
    if (resolved !== orderType) setOrderType(resolved);
  }, [active, enabled, partner, orderLocation, orderType, setOrderType]);
}
