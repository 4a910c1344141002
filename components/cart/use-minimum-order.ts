import { useCartStore } from "@/components/cart/cart-store-provider";
import { minimumOrderRequired } from "@/lib/domain/minimum-order";
import { toMilli, type Milli } from "@/lib/domain/money";
import type { CartConfig } from "./cart-config";
import { useSectionMinimum } from "./use-section-minimum";

export interface MinimumOrder {
  /** The amount of the banner, null when there is no minimum-order error. */
  required: Milli | null;
  /** The table section's minimum is still being looked up. */
  loading: boolean;
}

/**
 * The minimum-order error of 001 section 4: the menu's minimum_order_amount for delivery, the table
 * section's minimum (looked up for a Table location) for dine_in, above the subtotal.
 */
export function useMinimumOrder(config: Pick<CartConfig, "licence" | "minimumOrderAmount">, subtotal: Milli): MinimumOrder {
  const products = useCartStore((state) => state.products);
  const orderType = useCartStore((state) => state.orderType);
  const orderLocation = useCartStore((state) => state.orderLocation);
  const orderLocationType = useCartStore((state) => state.orderLocationType);
  const section = useSectionMinimum(config.licence, orderLocation, orderLocationType);
  const required = minimumOrderRequired({
    itemCount: products.length,
    orderType,
    subtotal,
    minimumOrderAmount: toMilli(config.minimumOrderAmount),
    sectionMinimumOrderAmount: section.minimum,
  });
  return { required, loading: section.loading };
}
