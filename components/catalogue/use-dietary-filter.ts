import { useCartStore } from "@/components/cart/cart-store-provider";
import { selectDietaryFilter } from "@/lib/cart/selectors";
import type { DietaryFilter } from "@/lib/domain/dietary-filter";

/**
 * The guest's filter at this venue and its setter, kept in the cart store's lasting part. While React
 * hydrates it is no filter, as on the server (the store answers its initial state then): cached catalogue
 * pages hold nothing guest-specific, and the stored filter applies right after hydration.
 */
export function useDietaryFilter(): [DietaryFilter, (filter: DietaryFilter) => void] {
  return [useCartStore(selectDietaryFilter), useCartStore((state) => state.setDietaryFilter)];
}
