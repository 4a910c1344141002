import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { StepperButton } from "@/components/ui/stepper";
import { browserApi } from "@/lib/api/browser";
import type { Order } from "@/lib/api/schemas/order";
import { parseTypedAmount } from "@/lib/domain/amount-input";
import { fromMilli, toMilli, type Milli } from "@/lib/domain/money";
import { moneyDecimals } from "@/lib/domain/currency";
import { formatInputAmount, formatMoney, localiseDigits, type MoneySettings } from "@/lib/domain/money-format";
import { evenSplit, initialSplit, readSplit, SPLIT_GUESTS_MAX, SPLIT_GUESTS_MIN } from "@/lib/domain/split";
import { AMOUNT_MAX_LENGTH } from "./card";
import { useRefreshOrder } from "./use-refresh-order";

interface Props {
  order: Order;
  lang: string;
  money: MoneySettings;
  onCancel: () => void;
}

/**
 * Configure split (001 section 4, Split payments): 2 to 6 guests, the balance due first in two halves
 * (the remainder on the second) and evenly again whenever the guest count changes; each amount can be
 * edited. Confirm Split only while the amounts add up to the balance due at the menu's decimals (the
 * total row green), else the button reads 'Invalid Split Total' (the total row orange).
 */
export function SplitConfigure({ order, lang, money, onCancel }: Props) {
  const t = useTranslations("SplitPayment");
  const ids = { guests: useId(), max: useId() };
  const refresh = useRefreshOrder(lang, order.uuid);
  const decimals = moneyDecimals(money);
  const balanceDue = toMilli(order.balance_due);
  const asTexts = (amounts: readonly Milli[]) => amounts.map((amount) => formatInputAmount(amount, decimals));
  const [texts, setTexts] = useState(() => asTexts(initialSplit(balanceDue, decimals)));
  const [confirming, setConfirming] = useState(false);

  const split = readSplit(texts, balanceDue, decimals);
  const setGuests = (guests: number) => setTexts(asTexts(evenSplit(balanceDue, guests, decimals)));

  const confirm = async () => {
    if (!split.valid || split.amounts === null) return;
    setConfirming(true);
    try {
      await browserApi().createSplitPayments({ order_id: order.uuid, split_amounts: split.amounts.map(fromMilli) });
      await refresh();
    } catch (failure) {
      console.error("partner checkout: split call failed", failure);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid="split-configure">
      <div role="group" aria-labelledby={ids.guests} aria-describedby={ids.max} className="flex items-center gap-3">
        <span id={ids.guests} className="font-bold">
          {t("guests")}
        </span>
        <StepperButton label={t("decreaseGuests")} disabled={texts.length <= SPLIT_GUESTS_MIN} onClick={() => setGuests(texts.length - 1)}>
          −
        </StepperButton>
        <output aria-live="polite" className="min-w-6 text-center text-xl font-bold">
          {localiseDigits(String(texts.length), lang, money.enable_arabic_numerals)}
        </output>
        <StepperButton label={t("increaseGuests")} disabled={texts.length >= SPLIT_GUESTS_MAX} onClick={() => setGuests(texts.length + 1)}>
          +
        </StepperButton>
      </div>
      <p id={ids.max} className="text-sm">
        {t("maxGuests")}
      </p>
      <ul className="flex flex-col gap-2">
        {texts.map((text, index) => (
          <SplitAmount
            key={index}
            label={t("guestName", { n: index + 1 })}
            value={text}
            onChange={(value) => setTexts((current) => current.map((entry, at) => (at === index ? value : entry)))}
            decimals={decimals}
          />
        ))}
      </ul>
      <div
        data-testid="split-total"
        data-valid={split.valid}
        className={`flex justify-between rounded px-2 py-1 font-bold ${split.valid ? "bg-green-50 text-green-800" : "bg-orange-50 text-orange-800"}`}
      >
        <span>{t("total")}</span>
        <bdi>{formatMoney(split.total, money, lang)}</bdi>
      </div>
      <div className="flex justify-between px-2">
        <span>{t("balanceDue")}</span>
        <bdi>{formatMoney(balanceDue, money, lang)}</bdi>
      </div>
      <Button disabled={!split.valid || confirming} onClick={() => void confirm()}>
        {split.valid ? t("confirmSplit") : t("invalidSplitTotal")}
      </Button>
      <Button disabled={confirming} onClick={onCancel} variant="secondary">
        {t("cancelSplit")}
      </Button>
    </div>
  );
}

function SplitAmount({
  label,
  value,
  onChange,
  decimals,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  decimals: number;
}) {
  const id = useId();
  const read = parseTypedAmount(value, decimals);
  return (
    <li className="flex items-center justify-between gap-3">
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        maxLength={AMOUNT_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => read.ok && onChange(formatInputAmount(read.amount, decimals))}
        aria-invalid={!read.ok}
        className="min-w-0 w-32 text-end"
      />
    </li>
  );
}
