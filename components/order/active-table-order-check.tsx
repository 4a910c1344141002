"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { showToast } from "@/components/shell/toasts";
import { shouldCheckActiveOrder, showActiveTableOrderToast } from "@/lib/domain/active-order";
import { useHydrated } from "@/components/cart/use-hydrated";

// One warning per table order and page load: the shell stays mounted across screens.
const announced = new Set<string>();

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
  const t = useTranslations("Toasts");
  const hydrated = useHydrated();
  const activeOrder = useCartStore((state) => state.activeOrder);
  const orderType = useCartStore((state) => state.orderType);
  const orderLocation = useCartStore((state) => state.orderLocation);
  const token = placeToken(useCartStore((state) => state.orderLocationToken));
  const setActiveOrder = useCartStore((state) => state.setActiveOrder);
  const location = token ?? "";
  const enabled = hydrated && token !== null && shouldCheckActiveOrder({ partner, activeOrderId: activeOrder, orderType, orderLocation });
  const { data } = useQuery({
    queryKey: ["active-table-order", menuId, location],
    // Loaded on demand: the API client brings the whole zod contract, which every shell screen would
    // otherwise download for a check only the partner venue makes.
    queryFn: async ({ signal }) => (await import("@/lib/api/browser")).browserApi().getActiveOrder(location, menuId, { signal }),
    enabled,
  });
  const found = enabled ? (data?.order_id ?? null) : null;

  useEffect(() => {
    if (!found) return;
    if (showActiveTableOrderToast({ hasActiveTableOrder: true, orderType }) && !announced.has(found)) {
      announced.add(found);
      showToast({ kind: "warning", message: t("activeOrderOnTable") });
    }
    setActiveOrder(found);
  }, [found, orderType, setActiveOrder, t]);

  return null;
}
