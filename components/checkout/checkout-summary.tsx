import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { CartTotals } from "@/components/cart/cart-totals";
import { lineUnitPrice, type OrderCatalogue } from "@/lib/cart/order-payload-lines";
import type { CartLine } from "@/lib/cart/types";
import { formatMoney, localiseDigits } from "@/lib/domain/money-format";
import { lineTotal } from "@/lib/domain/totals";

/** The cart's totals block's own props, plus the lines. */
type Props = ComponentProps<typeof CartTotals> & { lines: readonly CartLine[]; catalogue: OrderCatalogue };

/**
 * What the guest commits to (issue 11 item 4): the cart's lines and the same totals rows as the cart,
 * computed by the same lib/domain functions, above the checkout form.
 */
export function CheckoutSummary({ lines, catalogue, ...totalsBlock }: Props) {
  const { money, lang } = totalsBlock;
  const t = useTranslations("Receipt");
  return (
    <div className="flex flex-col gap-3">
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t("qty")}</th>
            <th scope="col">{t("product")}</th>
            <th scope="col">{t("price")}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.uuid} className="border-b border-black/10 align-top">
              <td className="py-1 pe-2">{localiseDigits(String(line.qty), lang, money.enable_arabic_numerals)}×</td>
              <th scope="row" className="py-1 text-start font-normal">
                {line.name}
              </th>
              <td className="py-1 ps-2 text-end">
                <bdi>{formatMoney(lineTotal({ unitPrice: lineUnitPrice(line, catalogue), quantity: line.qty }), money, lang)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <CartTotals {...totalsBlock} />
    </div>
  );
}
