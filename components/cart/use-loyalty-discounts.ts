import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { browserApi } from "@/lib/api/browser";
import type { LoyaltyDiscount } from "@/lib/api/schemas/loyalty";
import { loyaltyRequest } from "@/lib/cart/loyalty-request";
import type { OrderMenu } from "@/lib/cart/order-payload";
import type { OrderCatalogue } from "@/lib/cart/order-payload-lines";
import { selectLoyaltyCart } from "@/lib/cart/selectors";

export interface LoyaltyDiscounts {
  /** iikoLoyaltyDiscounts: the discounts for the cart as it is (the last answer while a new one loads). */
  discounts: readonly LoyaltyDiscount[];
  /** loadingIikoLoyaltyDiscounts. */
  loading: boolean;
}

const NONE: readonly LoyaltyDiscount[] = [];

/**
 * 001 section 4: "Loyalty discounts: fetched for the cart items, employee and order type only when
 * the retail-group integration is on; a loading flag is set meanwhile." Asked again whenever the
 * request changes; the cart and the checkout share the answer (one query per request).
 */
export function useLoyaltyDiscounts(input: {
  partner: boolean;
  menu: Pick<OrderMenu, "id" | "currency" | "menu_country">;
  catalogue: OrderCatalogue;
}): LoyaltyDiscounts {
  const { partner, menu, catalogue } = input;
  const cart = useCartStore(useShallow(selectLoyaltyCart));
  const request = useMemo(() => loyaltyRequest({ menu, catalogue, cart }), [menu, catalogue, cart]);
  const enabled = partner && cart.products.length > 0;
  const query = useQuery({
    queryKey: ["loyalty-promotions", request],
    queryFn: ({ signal }) => browserApi().getLoyaltyPromotions(request, { signal }),
    enabled,
    // The rows stay, blurred, while the changed cart is asked about.
    placeholderData: keepPreviousData,
  });
  if (!enabled) return { discounts: NONE, loading: false };
  return { discounts: query.data ?? NONE, loading: query.isFetching };
}
