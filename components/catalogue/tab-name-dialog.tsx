import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Sheet } from "@/components/ui/sheet";
import { TEXT_MAX } from "@/lib/api/schemas/limits";
import { tabName } from "@/lib/cart/tab-guest";

type Props = {
  onConfirm: (name: string) => void;
  onCancel: () => void;
};

/**
 * Table tab (issue 24 item 9): a phone that only adds to the table's order never passes the cart's name
 * field, so its first Add to Order asks for the name the table sees beside its lines and its Pay My
 * Items share. Kept with the customer's details on the device, it is asked once.
 */
export function TabNameDialog({ onConfirm, onCancel }: Props) {
  const t = useTranslations("TableTab");
  const common = useTranslations("Common");
  const product = useTranslations("Product");
  const titleId = useId();
  const fieldId = useId();
  const hintId = useId();
  const [name, setName] = useState("");
  const chosen = tabName(name);
  return (
    <Sheet open portal onClose={onCancel} aria-labelledby={titleId}>
      <form
        className="flex flex-col gap-3 p-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen !== "") onConfirm(name.trim());
        }}
      >
        <h2 id={titleId} className="font-title text-lg font-bold">
          {t("askNameTitle")}
        </h2>
        <label htmlFor={fieldId} className="font-bold">
          {t("nameLabel")}
        </label>
        <Input
          id={fieldId}
          data-autofocus
          type="text"
          required
          autoComplete="given-name"
          maxLength={TEXT_MAX.added_by}
          value={name}
          aria-describedby={hintId}
          onChange={(event) => setName(event.target.value)}
        />
        <p id={hintId} className="text-sm opacity-80">
          {t("askNameHint")}
        </p>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onCancel}>
            {common("cancel")}
          </Button>
          <Button type="submit" disabled={chosen === ""}>
            {product("addToOrder")}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
