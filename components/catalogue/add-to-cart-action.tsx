import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { showToast } from "@/components/shell/toasts";
import { useGoBack } from "@/components/shell/in-app-history";
import { useRouter } from "@/i18n/navigation";
import type { CartLine } from "@/lib/cart/types";

/** addtocart_redirect of the menu: 'cart', 'back', or null to stay. */
export type AddToCartRedirect = "cart" | "back" | null;

/**
 * Adding a line (000 section 2): into the cart store, then what follows it (useAfterAdd). Returns the
 * text for the caller's live region.
 */
export function useAddToCart(redirect: AddToCartRedirect, categoryId: number): (line: CartLine) => string {
  const addLine = useCartStore((state) => state.addLine);
  const afterAdd = useAfterAdd(redirect, categoryId);
  return useCallback(
    (line: CartLine) => {
      addLine(line);
      return afterAdd();
    },
    [addLine, afterAdd],
  );
}

/**
 * What follows an add: the "Item added to cart" toast (ui_str_cart_item_added applies through the
 * messages), then the menu's redirect; a toast raised before a redirect is the next screen's, cleared at the
 * navigation after it (issue 28 item 8). "back" never leaves the site: with no page of ours behind, it
 * goes to `categoryId` (the product's category). Also run alone for a line the page's first script
 * added before hydration (lib/domain/early-add.ts). Returns the text for the caller's live region.
 */
export function useAfterAdd(redirect: AddToCartRedirect, categoryId: number): () => string {
  const router = useRouter();
  const goBack = useGoBack(categoryId);
  const t = useTranslations("Toasts");
  return useCallback(() => {
    const message = t("itemAddedToCart");
    showToast({ kind: "success", message, followsNavigation: redirect !== null });
    if (redirect === "cart") router.push("/cart/");
    else if (redirect === "back") goBack();
    return message;
  }, [goBack, redirect, router, t]);
}
