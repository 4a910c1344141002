import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Stepper } from "@/components/ui/stepper";
import { canDecrement, canIncrement, clampQuantity } from "@/lib/domain/quantity";

// Input Quantity's code loads when a guest reaches for the quantity.
const loadQuantityModal = () => import("./quantity-modal");
const QuantityModal = lazy(() => loadQuantityModal().then((module) => ({ default: module.QuantityModal })));

type Props = {
  value: number;
  /** From maxQuantity(pos_available_qty); null for no limit. */
  max: number | null;
  onChange: (qty: number) => void;
  /** The value in the guest's digits (Arabic-Indic where the menu enables them). */
  display: string;
};

/** Minus, the quantity (which opens Input Quantity) and plus, within 1 and the maximum (000 section 4). */
export function QuantityStepper({ value, max, onChange, display }: Props) {
  const t = useTranslations("Product");
  const tm = useTranslations("QuantityModal");
  const [editing, setEditing] = useState(false);
  return (
    <Stepper
      label={t("quantity")}
      decreaseLabel={t("decreaseQuantity")}
      increaseLabel={t("increaseQuantity")}
      canDecrease={canDecrement(value)}
      canIncrease={canIncrement(value, max)}
      onDecrease={() => onChange(clampQuantity(value - 1, { max }))}
      onIncrease={() => onChange(clampQuantity(value + 1, { max }))}
    >
      <Button
        variant="secondary"
        className="border border-black/20 px-3 text-lg"
        aria-label={`${tm("title")}: ${display}`}
        onClick={() => setEditing(true)}
        onPointerEnter={() => void loadQuantityModal()}
        onFocus={() => void loadQuantityModal()}
      >
        {display}
      </Button>
      {editing && (
        <Suspense fallback={null}>
          <QuantityModal
            open
            value={value}
            max={max}
            onClose={() => setEditing(false)}
            onSave={(qty) => {
              onChange(qty);
              setEditing(false);
            }}
          />
        </Suspense>
      )}
    </Stepper>
  );
}
