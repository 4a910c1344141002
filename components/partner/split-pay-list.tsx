import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { SplitPayment } from "@/lib/api/schemas/order";
import { toMilli } from "@/lib/domain/money";
import { formatMoney, type MoneySettings } from "@/lib/domain/money-format";
import { splitPaymentState } from "@/lib/domain/split";
import type { Redirecting } from "./redirecting";

interface Props {
  splits: readonly SplitPayment[];
  money: MoneySettings;
  lang: string;
  redirecting: Redirecting;
  onPay: (uuid: string) => void;
}

/**
 * Pay a split (001 section 4): each guest's share with a Pay button while AVAILABLE, 'In progress'
 * while PENDING, otherwise 'Paid'. Every Pay waits while one of them is on its way to the gateway.
 */
export function SplitPayList({ splits, money, lang, redirecting, onPay }: Props) {
  const t = useTranslations("SplitPayment");
  const partner = useTranslations("PartnerCheckout");
  return (
    <table className="w-full text-sm" data-testid="split-pay-list">
      <caption className="sr-only">{t("title")}</caption>
      <tbody>
        {splits.map((split) => {
          const state = splitPaymentState(split.status);
          const ours = redirecting !== null && redirecting !== "full" && redirecting.split === split.uuid;
          return (
            <tr key={split.uuid} data-testid="split-payment" data-state={state} className="border-b">
              <th scope="row" className="py-2 text-start font-medium">
                {split.guest_name}
              </th>
              <td className="py-2 text-end">
                <bdi>{formatMoney(toMilli(split.amount), money, lang)}</bdi>
              </td>
              <td className="py-2 ps-3 text-end">
                {state === "available" ? (
                  <Button disabled={redirecting !== null} onClick={() => onPay(split.uuid)} className="min-w-24">
                    {ours ? partner("redirecting") : t("pay")}
                  </Button>
                ) : (
                  <span className={state === "paid" ? "font-bold text-green-800" : "italic"}>
                    {state === "paid" ? t("paid") : t("inProgress")}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
