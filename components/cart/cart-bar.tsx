"use client";

import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { Link } from "@/i18n/navigation";
import { shownSubtotal, totalQuantity } from "@/lib/cart/lines";
import { showsCartBar } from "@/lib/domain/cart-bar";
import { formatMoney, localiseDigits, type MoneySettings } from "@/lib/domain/money-format";

interface Props {
  language: string;
  /** Ordering open (enable_order and the venue open): the header's cart icon is disabled otherwise, and so is this. */
  orderingOpen: boolean;
  money: MoneySettings;
}

/**
 * "View cart · 3 · AED 102.00" along the bottom of the browsing screens while the cart holds items
 * (issue 14): the cart one tap away wherever the guest scrolled. While it shows, the page gets room
 * below for it (globals.css, [data-cart-bar]), so it never covers the end of the screen.
 */
export function CartBar({ language, orderingOpen, money }: Props) {
  const t = useTranslations("Cart");
  const pathname = usePathname();
  const count = useCartStore((state) => totalQuantity(state.products));
  const subtotal = useCartStore((state) => shownSubtotal(state.products));
  if (count === 0 || !orderingOpen || !showsCartBar(pathname)) return null;
  const total = formatMoney(subtotal, money, language);
  return (
    <div
      data-bottom-bar
      data-cart-bar
      className="pointer-events-none fixed inset-x-0 bottom-0 z-30 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <Link
        href="/cart/"
        // "View cart: 3 items, AED 59.00", told apart from the header's "Cart, 3 items".
        aria-label={`${t("viewCart")}: ${t("itemCount", { count })}, ${total}`}
        className="pointer-events-auto mx-auto flex min-h-14 max-w-xl items-center gap-3 rounded-full bg-button-bg px-4 font-bold text-button-text shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <span aria-hidden="true" className="flex min-w-7 items-center justify-center rounded-full bg-black/20 px-2 py-0.5 text-sm">
          {localiseDigits(String(count), language, money.enable_arabic_numerals)}
        </span>
        <span aria-hidden="true" className="flex-1">
          {t("viewCart")}
        </span>
        <bdi aria-hidden="true">{total}</bdi>
      </Link>
    </div>
  );
}
