import { useCartStore } from "@/components/cart/cart-store-provider";
import { browseOnlyMode } from "@/lib/domain/checkout-visibility";

/** Browse-only (wishlist) mode of this cart, given the menu's enable_wishlist (lib/domain's rule). */
export function useBrowseOnly(enableWishlist: boolean): boolean {
  const hasLocationLink = useCartStore((state) => Boolean(state.orderLocation));
  const linkWishlist = useCartStore((state) => state.enableWishlist);
  return browseOnlyMode({ hasLocationLink, linkWishlist, enableWishlist });
}
