import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { parseQuantityInput } from "@/lib/domain/quantity";
import { AddToCartDialog } from "./add-to-cart-dialog";

type Props = {
  open: boolean;
  /** The quantity shown when the modal opens. */
  value: number;
  /** pos_available_qty read by maxQuantity; null for no limit. */
  max: number | null;
  onSave: (qty: number) => void;
  onClose: () => void;
};

/** Input Quantity (000 section 2): the guest types a quantity; only 1 to the maximum is accepted (section 5). */
export function QuantityModal({ open, value, max, onSave, onClose }: Props) {
  const t = useTranslations("QuantityModal");
  return (
    <AddToCartDialog open={open} title={t("title")} closeLabel={t("close")} onClose={onClose}>
      {open && <QuantityForm value={value} max={max} onSave={onSave} />}
    </AddToCartDialog>
  );
}

function QuantityForm({ value, max, onSave }: Pick<Props, "value" | "max" | "onSave">) {
  const t = useTranslations("QuantityModal");
  const id = useId();
  const [text, setText] = useState(String(value));
  const [touched, setTouched] = useState(false);
  const qty = parseQuantityInput(text, max);
  const invalid = touched && qty === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React bubbles the submit through the tree to the detail screen's own form, which would add to the cart.
    event.stopPropagation();
    setTouched(true);
    if (qty !== null) onSave(qty);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <label htmlFor={`${id}-qty`} className="font-bold">
        {t("quantity")}
      </label>
      <Input
        id={`${id}-qty`}
        inputMode="numeric"
        autoComplete="off"
        data-autofocus
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setTouched(true);
        }}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className="bg-page-bg text-text"
      />
      {invalid && max !== null && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {t("invalid", { max })}
        </p>
      )}
      <Button type="submit" disabled={qty === null}>
        {t("save")}
      </Button>
    </form>
  );
}
