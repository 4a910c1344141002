"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { showToast } from "@/components/shell/toasts";
import { useRouter } from "@/i18n/navigation";
import type { CartLine } from "@/lib/cart/types";

/** addtocart_redirect of the menu: 'cart', 'back', or null to stay. */
export type AddToCartRedirect = "cart" | "back" | null;

/**
 * Adding a line (000 section 2): into the cart store, the "Item added to cart" toast (ui_str_cart_item_added
 * applies through the messages), then the menu's redirect. Returns the text for the caller's live region.
 */
export function useAddToCart(redirect: AddToCartRedirect): (line: CartLine) => string {
  const addLine = useCartStore((state) => state.addLine);
  const router = useRouter();
  const t = useTranslations("Toasts");
  return useCallback(
    (line: CartLine) => {
      addLine(line);
      const message = t("itemAddedToCart");
      showToast({ kind: "success", message });
      if (redirect === "cart") router.push("/cart/");
      else if (redirect === "back") router.back();
      return message;
    },
    [addLine, redirect, router, t],
  );
}
