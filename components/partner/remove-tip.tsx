import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { browserApi } from "@/lib/api/browser";
import type { Order } from "@/lib/api/schemas/order";
import { toMilli } from "@/lib/domain/money";
import { formatMoney, type MoneySettings } from "@/lib/domain/money-format";
import { useRefreshOrder } from "./use-refresh-order";

/** 001 section 4: a tip set on the active order is reset to zero with the tips call (under canResetTips). */
export function RemoveTip({ order, lang, money }: { order: Order; lang: string; money: MoneySettings }) {
  const t = useTranslations("Tips");
  const refresh = useRefreshOrder(lang, order.uuid);
  const [saving, setSaving] = useState(false);

  const remove = async () => {
    setSaving(true);
    try {
      await browserApi().saveTips({ order_uuid: order.uuid, tips_amount: 0 });
      await refresh();
    } catch (failure) {
      console.error("partner checkout: removing the tip failed", failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-testid="remove-tip" className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-card-bg p-4 shadow-sm">
      <p className="font-bold">{t("amount", { amount: formatMoney(toMilli(order.additional_data.tips_amount), money, lang) })}</p>
      <Button disabled={saving} onClick={() => void remove()} variant="secondary">
        {t("remove")}
      </Button>
    </div>
  );
}
