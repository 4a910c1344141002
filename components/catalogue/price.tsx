import { getTranslations } from "next-intl/server";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import type { Language } from "@/lib/domain/language";
import { priceView } from "@/lib/domain/price-view";
import { PriceTag } from "./price-tag";

type Props = { menu: Menu; product: Product; lang: Language };

/** A product card's price, discounted price and discount percentage, with the alternate currency when enabled. */
export async function Price({ menu, product, lang }: Props) {
  const view = priceView(menu, product, lang);
  if (!view) return null;
  const t = await getTranslations({ locale: lang, namespace: "Category" });
  const badge = view.discountPercent === null ? null : t("discountPercent", { percent: view.discountPercent });
  return <PriceTag view={view} badge={badge} size="card" />;
}
