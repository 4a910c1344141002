import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Sheet } from "@/components/ui/sheet";
import type { LineItem } from "@/lib/api/schemas/line-item";
import { toMilli } from "@/lib/domain/money";
import { formatMoney, localiseDigits, type MoneySettings } from "@/lib/domain/money-format";
import { lineTotal } from "@/lib/domain/totals";
import type { SubmitErrorKey } from "./submit-error";

type Props = {
  lines: readonly LineItem[];
  merging: boolean;
  error: SubmitErrorKey | null;
  money: MoneySettings;
  lang: string;
  onMerge: () => void;
  onCancel: () => void;
};

const DELETED = "deleted";

/**
 * 001 section 8: 'Active order on this table', the existing order's items (Qty, Product, Price), the
 * question, Cancel and Merge; Merge reads 'Merging' and is disabled while the merge runs.
 */
export function MergeDialog({ lines, merging, error, money, lang, onMerge, onCancel }: Props) {
  const t = useTranslations("MergeDialog");
  const errors = useTranslations("Errors");
  const titleId = useId();
  const shown = lines.filter((line) => line.status?.toLowerCase() !== DELETED);
  return (
    <Sheet
      open
      portal
      width="lg"
      onClose={() => {
        if (!merging) onCancel();
      }}
      aria-labelledby={titleId}
    >
      <div className="flex flex-col gap-3 p-4">
        <h2 id={titleId} className="font-title text-lg font-bold">
          {t("title")}
        </h2>
        <p>{t("body")}</p>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-black/20 text-start">
              <th scope="col" className="py-1 text-start">
                {t("qty")}
              </th>
              <th scope="col" className="py-1 text-start">
                {t("product")}
              </th>
              <th scope="col" className="py-1 text-end">
                {t("price")}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((line, index) => (
              <tr key={line.id ?? `${line.product ?? "line"}-${index}`} className="border-b border-black/10">
                <td className="py-1">{localiseDigits(String(line.quantity), lang, money.enable_arabic_numerals)}</td>
                <td className="py-1">
                  {line.product_name}
                  {line.product_variation && <span className="block text-xs text-black/70">{line.product_variation}</span>}
                </td>
                <td className="py-1 text-end whitespace-nowrap">
                  <bdi>{formatMoney(lineTotal({ unitPrice: toMilli(line.product_price), quantity: line.quantity }), money, lang)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="font-bold">{t("question")}</p>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors(error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={merging}>
            {t("cancel")}
          </Button>
          <Button data-autofocus onClick={onMerge} disabled={merging}>
            {merging ? t("merging") : t("merge")}
          </Button>
        </div>
      </div>
    </Sheet>
  );
}
