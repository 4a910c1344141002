"use client";

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
 * Adding a line (000 section 2): into the cart store, the "Item added to cart" toast (ui_str_cart_item_added
 * applies through the messages), then the menu's redirect. "back" never leaves the site: with no page
 * of ours behind, it goes to `categoryId` (the product's category). Returns the text for the caller's
 * live region.
 */
export function useAddToCart(redirect: AddToCartRedirect, categoryId: number): (line: CartLine) => string {
  const addLine = useCartStore((state) => state.addLine);
  const router = useRouter();
  const goBack = useGoBack(categoryId);
  const t = useTranslations("Toasts");
  return useCallback(
    (line: CartLine) => {
      addLine(line);
      const message = t("itemAddedToCart");
      showToast({ kind: "success", message, followsNavigation: redirect !== null });
      if (redirect === "cart") router.push("/cart/");
      else if (redirect === "back") goBack();
      return message;
    },
    [addLine, goBack, redirect, router, t],
  );
}
