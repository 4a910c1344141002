"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { PaymentType } from "@/lib/domain/payment-type";

const LABEL_KEYS = { cash: "cash", machine: "machine", card: "card" } as const satisfies Record<PaymentType, string>;

type Props = {
  /** availablePaymentTypes(menu), in the selector's order. */
  types: readonly PaymentType[];
  value: PaymentType;
  onChange: (type: PaymentType) => void;
};

/** The payment type selector (001 section 4): Cash, Card Machine, Online Payments; one is always chosen. */
export function PaymentTypeSelector({ types, value, onChange }: Props) {
  const t = useTranslations("PaymentTypes");
  const name = useId();
  if (types.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-bold">{t("label")}</legend>
      <div className="flex flex-wrap gap-2">
        {types.map((type) => (
          <label
            key={type}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-header-bg px-4 py-2 text-sm font-bold has-[:checked]:bg-header-bg has-[:checked]:text-header-text has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2"
          >
            <input
              type="radio"
              name={name}
              value={type}
              checked={type === value}
              onChange={() => onChange(type)}
              className="size-4 accent-current"
            />
            {t(LABEL_KEYS[type])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
