import { useTranslations } from "next-intl";
import type { Product } from "@/lib/api/schemas/product";
import { priceView } from "@/lib/domain/price-view";
import type { PriceSelection } from "@/lib/domain/product-price";
import { PriceTag } from "./price-tag";
import type { PurchaseMenu } from "./product-detail-menu";

type Props = { product: Product; selection: PriceSelection; menu: PurchaseMenu; lang: string };

/** The detail screen's price for the current choices (variations and combos move it); the cards' markup (PriceTag). */
export function ProductDetailPrice({ product, selection, menu, lang }: Props) {
  const t = useTranslations("Category");
  const view = priceView(menu, product, lang, selection);
  if (!view) return null;
  const badge = view.discountPercent === null ? null : t("discountPercent", { percent: view.discountPercent });
  return <PriceTag view={view} badge={badge} size="detail" />;
}
