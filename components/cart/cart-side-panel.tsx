"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useHydrated } from "@/components/cart/use-hydrated";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { shownSubtotal } from "@/lib/cart/lines";
import { formatMoney, localiseDigits, type MoneySettings } from "@/lib/domain/money-format";

type Props = {
  language: string;
  money: MoneySettings;
  /** The width from which the panel shows (and the bar gives way, globals.css): lg beside a side navigation, xl as the menu-first home's third column. */
  from: "lg" | "xl";
};

const SHOWN_FROM = { lg: "hidden lg:flex", xl: "hidden xl:flex" } as const;

/**
 * The cart beside home and category on wide screens, where ordering is on (issue 28 item 1): its lines
 * at the prices shown when added, the subtotal and the way to the cart screen, which prices them again
 * and checks out. It replaces the "View cart" bar there (globals.css, [data-cart-panel]).
 */
export function CartSidePanel({ language, money, from }: Props) {
  const t = useTranslations("Cart");
  const titleId = useId();
  const hydrated = useHydrated();
  const lines = useCartStore((state) => state.products);
  const digits = (value: number) => localiseDigits(String(value), language, money.enable_arabic_numerals);
  return (
    <section
      data-cart-panel={from}
      aria-labelledby={titleId}
      className={`${SHOWN_FROM[from]} flex-col gap-3 rounded-lg bg-card-bg p-3 shadow-sm`}
    >
      <h2 id={titleId} className="font-title text-lg font-bold">
        {t("title")}
      </h2>
      {!hydrated ? null : lines.length === 0 ? (
        <p className="text-sm">{t("empty")}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2 text-sm">
            {lines.map((line) => (
              <li key={line.uuid} className="flex items-baseline gap-2">
                <span className="shrink-0 font-bold">{digits(line.qty)}×</span>
                <span className="min-w-0 flex-1 break-words">{line.name}</span>
                <bdi className="shrink-0 whitespace-nowrap">{formatMoney(shownSubtotal([line]), money, language)}</bdi>
              </li>
            ))}
          </ul>
          <p className="flex items-baseline justify-between gap-2 border-t border-black/10 pt-2 font-bold">
            <span>{t("subtotal")}</span>
            <bdi className="whitespace-nowrap">{formatMoney(shownSubtotal(lines), money, language)}</bdi>
          </p>
          <Link href="/cart/" className={buttonClass({ full: true })}>
            {t("viewCart")}
          </Link>
        </>
      )}
    </section>
  );
}
