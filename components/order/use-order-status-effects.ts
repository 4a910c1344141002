import { useEffect } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import type { Order } from "@/lib/api/schemas/order";
import { orderStatusEffects } from "@/lib/domain/order-status-effects";
import { isClosedTabOrder } from "@/lib/domain/table-tab";
import { useHydrated } from "@/components/cart/use-hydrated";

/** Applies 001 section 4's status handling to the cart whenever the order or the cart changes. */
export function useOrderStatusEffects(
  order: Pick<Order, "uuid" | "status" | "customer_name"> & Partial<Pick<Order, "line_items" | "payments" | "balance_due">>,
): void {
  const hydrated = useHydrated();
  const activeOrder = useCartStore((state) => state.activeOrder);
  const orderLocation = useCartStore((state) => state.orderLocation);
  const setActiveOrder = useCartStore((state) => state.setActiveOrder);
  const setOrderLocation = useCartStore((state) => state.setOrderLocation);
  const { uuid, status, customer_name } = order;
  const closedTab = isClosedTabOrder(order);

  useEffect(() => {
    if (!hydrated) return;
    const effects = orderStatusEffects({ order: { uuid, status, customer_name }, activeOrder, orderLocation });
    // A table tab paid in full is closed (issue 16): what the guest adds next starts a new order.
    if (effects.clearActiveOrder || (closedTab && activeOrder === uuid)) setActiveOrder(null);
    if (effects.clearLocation) setOrderLocation(null, null);
  }, [hydrated, uuid, status, customer_name, closedTab, activeOrder, orderLocation, setActiveOrder, setOrderLocation]);
}
