import { useTranslations } from "next-intl";
import { useId } from "react";
import { chipClass } from "@/components/ui/chip";
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
          <label key={type} className={chipClass({ look: "solid" }, "gap-2 px-4 text-sm font-bold")}>
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
