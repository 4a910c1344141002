import { getTranslations } from "next-intl/server";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import type { Language } from "@/lib/domain/language";
import { formatAltMoney, formatMoney, localiseDigits } from "@/lib/domain/money-format";
import { productDisplayPrice, shouldShowPrice } from "@/lib/domain/product-price";

export interface PriceView {
  /** The price as listed; struck through when a discounted price follows. */
  price: string;
  altPrice: string | null;
  discounted: string | null;
  altDiscounted: string | null;
  /** The discount percentage with the language's digits, or null when the badge is not shown. */
  discountPercent: string | null;
}

/** What a product card shows for its price (000 section 5), or null when the price is not above 0. */
export function priceView(menu: Menu, product: Product, lang: Language): PriceView | null {
  const display = productDisplayPrice(product, {}, menu);
  if (!shouldShowPrice(display.price)) return null;
  // A 100% discount leaves nothing above 0 to show, only the struck price and the badge.
  const discounted = shouldShowPrice(display.discounted) ? display.discounted : null;
  return {
    price: formatMoney(display.price, menu, lang),
    altPrice: formatAltMoney(display.price, menu, lang),
    discounted: discounted === null ? null : formatMoney(discounted, menu, lang),
    altDiscounted: discounted === null ? null : formatAltMoney(discounted, menu, lang),
    discountPercent:
      display.discountPercent === null ? null : localiseDigits(String(display.discountPercent), lang, menu.enable_arabic_numerals),
  };
}

type Props = { menu: Menu; product: Product; lang: Language };

/** Price, discounted price and discount percentage of a product, with the alternate currency when enabled. */
export async function Price({ menu, product, lang }: Props) {
  const view = priceView(menu, product, lang);
  if (!view) return null;
  const t = await getTranslations({ locale: lang, namespace: "Category" });
  const struck = view.discounted !== null;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
      <span className={struck ? "line-through" : "font-bold"}>
        {struck ? (
          <del>
            <bdi>{view.price}</bdi>
          </del>
        ) : (
          <bdi>{view.price}</bdi>
        )}
        {view.altPrice && <bdi className="ms-1 text-xs font-normal">({view.altPrice})</bdi>}
      </span>
      {struck && (
        <span className="font-bold">
          <ins className="no-underline">
            <bdi>{view.discounted}</bdi>
          </ins>
          {view.altDiscounted && <bdi className="ms-1 text-xs font-normal">({view.altDiscounted})</bdi>}
        </span>
      )}
      {view.discountPercent !== null && (
        <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">
          {t("discountPercent", { percent: view.discountPercent })}
        </span>
      )}
    </p>
  );
}
