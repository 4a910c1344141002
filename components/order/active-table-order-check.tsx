"use client";

import { lazy, Suspense } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useHydrated } from "@/components/cart/use-hydrated";
import { shouldCheckActiveOrder } from "@/lib/domain/active-order";

// The lookup and React Query load only where the check applies (the partner venue, at a table).
const ActiveTableOrderQuery = lazy(() => import("./active-table-order-query"));

/**
 * The token of a table or room link ("t/{token}", "r/{token}"): the venue API names the place by it,
 * not by its number (issue 10). Area links name no table, so they have no table order to find.
 */
export function placeToken(locationToken: string | null): string | null {
  const match = /^[tr]\/([^/]+)$/.exec(locationToken ?? "");
  return match?.[1] ?? null;
}

/**
 * 001 section 4: for the partner venue, with no active order, dine_in and a location, the table's
 * active order is looked up. One found becomes the cart's active order (the header's check mark
 * opens it) and, for dine_in, the warning toast 'Active order on this table' appears.
 */
export function ActiveTableOrderCheck({ partner, menuId }: { partner: boolean; menuId: number }) {
  const hydrated = useHydrated();
  const activeOrder = useCartStore((state) => state.activeOrder);
  const orderType = useCartStore((state) => state.orderType);
  const orderLocation = useCartStore((state) => state.orderLocation);
  const token = placeToken(useCartStore((state) => state.orderLocationToken));
  const enabled = hydrated && token !== null && shouldCheckActiveOrder({ partner, activeOrderId: activeOrder, orderType, orderLocation });
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <ActiveTableOrderQuery menuId={menuId} location={token} orderType={orderType} />
    </Suspense>
  );
}
