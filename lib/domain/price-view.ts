import type { Product } from "@/lib/api/schemas/product";
import { formatAltMoney, formatMoney, localiseDigits, type MoneySettings } from "@/lib/domain/money-format";
import { productDisplayPrice, shouldShowPrice, type PriceMenuInput, type PriceSelection } from "@/lib/domain/product-price";

export interface PriceView {
  /** The price as listed; struck through when a discounted price follows. */
  price: string;
  altPrice: string | null;
  discounted: string | null;
  altDiscounted: string | null;
  /** The discount percentage with the language's digits, or null when the badge is not shown. */
  discountPercent: string | null;
}

/**
 * What a product shows for its price (000 section 5) with the guest's choices, if any (variations and
 * combos move it), or null when the price is not above 0.
 */
export function priceView(
  menu: MoneySettings & PriceMenuInput,
  product: Product,
  lang: string,
  selection: PriceSelection = {},
): PriceView | null {
  const display = productDisplayPrice(product, selection, menu);
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
