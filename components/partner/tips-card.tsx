import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { chipClass } from "@/components/ui/chip";
import { browserApi } from "@/lib/api/browser";
import { isApiError } from "@/lib/api/errors";
import type { Order } from "@/lib/api/schemas/order";
import { fromMilli, toMilli, type Milli } from "@/lib/domain/money";
import { moneyDecimals } from "@/lib/domain/currency";
import { formatInputAmount, formatMoney, type MoneySettings } from "@/lib/domain/money-format";
import {
  isTipWithinBounds,
  parseCustomTip,
  TIP_PERCENTAGES,
  tipFromPercent,
  totalWithoutTips,
  type TipPercentage,
} from "@/lib/domain/tips";
import { AMOUNT_MAX_LENGTH, PartnerCard } from "./card";
import { useRefreshOrder } from "./use-refresh-order";

interface Props {
  order: Order;
  lang: string;
  money: MoneySettings;
}

type Choice = TipPercentage | "custom";

/**
 * The tips card (001 section 4): 0 %, 5 %, 10 %, 15 % or Custom, computed on the total without
 * tips; Add Tip saves it with the tips call and the order refetches (the card then gives way to
 * Remove Tip). Nothing to add at 0.
 */
export function TipsCard({ order, lang, money }: Props) {
  const t = useTranslations("Tips");
  const ids = { title: useId(), custom: useId(), error: useId() };
  const refresh = useRefreshOrder(lang, order.uuid);
  const decimals = moneyDecimals(money);
  const [choice, setChoice] = useState<Choice>(0);
  const [customText, setCustomText] = useState("");
  const [saving, setSaving] = useState(false);
  // Issue 24: the server's 422 for a tip above what the venue allows (its own maximum, unknown here).
  const [refused, setRefused] = useState(false);

  const base = totalWithoutTips(toMilli(order.total), toMilli(order.additional_data.tips_amount));
  const custom = parseCustomTip(customText, decimals);
  const tip: Milli | null = choice === "custom" ? (custom.ok ? custom.tips : null) : tipFromPercent(base, choice, decimals);
  const customInvalid = choice === "custom" && customText.trim() !== "" && !custom.ok;
  const subtotal = toMilli(order.sub_total);
  const tooHigh = tip !== null && !isTipWithinBounds(tip, subtotal, null);

  const save = async () => {
    if (tip === null) return;
    setSaving(true);
    try {
      await browserApi().saveTips({ order_uuid: order.uuid, tips_amount: fromMilli(tip) });
      await refresh();
    } catch (failure) {
      console.error("partner checkout: saving the tip failed", failure);
      if (isApiError(failure) && failure.kind === "http" && failure.status === 422) setRefused(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <PartnerCard id={ids.title} title={t("title")} testId="tips-card">
      <div role="radiogroup" aria-labelledby={ids.title} className="flex flex-wrap gap-2">
        {[...TIP_PERCENTAGES, "custom" as const].map((option) => (
          <label key={option} className={chipClass({ look: "solid" }, "gap-2")}>
            <input
              type="radio"
              name={`${ids.title}-tip`}
              checked={choice === option}
              onChange={() => {
                setChoice(option);
                setRefused(false);
              }}
              className="size-4"
            />
            {option === "custom" ? t("custom") : t("percent", { percent: option })}
          </label>
        ))}
      </div>
      {choice === "custom" && (
        <div className="flex flex-col gap-1">
          <Input
            id={ids.custom}
            aria-label={t("customPlaceholder")}
            placeholder={t("customPlaceholder")}
            inputMode="decimal"
            autoComplete="off"
            maxLength={AMOUNT_MAX_LENGTH}
            value={customText}
            onChange={(event) => {
              setCustomText(event.target.value);
              setRefused(false);
            }}
            // 001 section 5: the custom amount is formatted to the menu's decimal places.
            onBlur={() => custom.ok && setCustomText(formatInputAmount(custom.tips, decimals))}
            aria-invalid={customInvalid}
            aria-describedby={customInvalid ? ids.error : undefined}
            className="min-w-0"
          />
          {customInvalid && (
            <p id={ids.error} role="alert" className="text-sm text-red-700">
              {t("invalidAmount")}
            </p>
          )}
        </div>
      )}
      <p role="status" className="font-bold">
        {tip !== null && t("amount", { amount: formatMoney(tip, money, lang) })}
      </p>
      {(tooHigh || refused) && (
        <p role="alert" className="text-sm text-red-700">
          {tooHigh ? t("tooHigh", { amount: formatMoney(subtotal, money, lang) }) : t("notAllowed")}
        </p>
      )}
      <Button disabled={saving || tip === null || tip <= 0 || tooHigh} onClick={() => void save()}>
        {t("add")}
      </Button>
    </PartnerCard>
  );
}
