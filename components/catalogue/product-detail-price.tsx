"use client";

import { useTranslations } from "next-intl";
import type { Product } from "@/lib/api/schemas/product";
import { formatAltMoney, formatMoney, localiseDigits } from "@/lib/domain/money-format";
import { productDisplayPrice, shouldShowPrice, type PriceSelection } from "@/lib/domain/product-price";
import type { PurchaseMenu } from "./product-detail-menu";

type Props = { product: Product; selection: PriceSelection; menu: PurchaseMenu; lang: string };

/**
 * The detail screen's price for the current choices (variations and combos move it), with the
 * discounted price and badge; the same markup as the cards' Price, which is server-only.
 */
export function ProductDetailPrice({ product, selection, menu, lang }: Props) {
  const t = useTranslations("Category");
  const display = productDisplayPrice(product, selection, menu);
  if (!shouldShowPrice(display.price)) return null;
  const discounted = shouldShowPrice(display.discounted) ? display.discounted : null;
  const alt = (amount: number) => formatAltMoney(amount, menu, lang);
  const altPrice = alt(display.price);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-lg" dir="auto" data-testid="product-price">
      <span className={discounted !== null ? "line-through" : "font-bold"}>
        {discounted !== null ? <del>{formatMoney(display.price, menu, lang)}</del> : formatMoney(display.price, menu, lang)}
        {altPrice && <span className="ms-1 text-sm font-normal">({altPrice})</span>}
      </span>
      {discounted !== null && (
        <span className="font-bold">
          <ins className="no-underline">{formatMoney(discounted, menu, lang)}</ins>
          {alt(discounted) && <span className="ms-1 text-sm font-normal">({alt(discounted)})</span>}
        </span>
      )}
      {display.discountPercent !== null && (
        <span className="rounded bg-red-700 px-1.5 py-0.5 text-sm font-bold text-white">
          {t("discountPercent", {
            percent: localiseDigits(String(display.discountPercent), lang, menu.enable_arabic_numerals),
          })}
        </span>
      )}
    </p>
  );
}
