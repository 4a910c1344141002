import { useTranslations } from "next-intl";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { TEXT_MAX } from "@/lib/api/schemas/limits";
import { useCartStore } from "@/components/cart/cart-store-provider";

/**
 * Table tab (issue 16): the name the table sees beside this guest's lines. A table order asks no
 * customer details (001 section 3), so it is offered here, optional, and kept with the customer's
 * details on the device; without it the guest is "Guest 2".
 */
export function TabNameField() {
  const t = useTranslations("TableTab");
  const id = useId();
  const hint = useId();
  const value = useCartStore((state) => state.customerName);
  const setCustomer = useCartStore((state) => state.setCustomer);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {t("nameLabel")}
      </label>
      <Input
        id={id}
        type="text"
        autoComplete="given-name"
        maxLength={TEXT_MAX.added_by}
        value={value}
        aria-describedby={hint}
        onChange={(event) => setCustomer({ customerName: event.target.value })}
      />
      <p id={hint} className="text-sm opacity-80">
        {t("nameHint")}
      </p>
    </div>
  );
}
