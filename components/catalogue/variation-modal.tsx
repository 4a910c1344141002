import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ProductVariationGroup } from "@/lib/cart/build-line";
import { variationModalAddButton } from "@/lib/domain/add-button";
import { isVariationSelectionComplete, type VariationSelection } from "@/lib/domain/variation-selection";
import { AddToCartDialog } from "./add-to-cart-dialog";
import { VariationFields, type VariationPriceSettings } from "./variation-fields";

type Props = {
  open: boolean;
  groups: readonly ProductVariationGroup[];
  outOfStock: boolean;
  prices: VariationPriceSettings;
  onAdd: (selection: VariationSelection) => void;
  onClose: () => void;
};

/**
 * The variation selection modal opened from a card (000 section 2): dropdowns for single choices,
 * checkboxes for multiple ones, and Add To Cart only once every required variation has a value.
 */
export function VariationModal({ open, groups, outOfStock, prices, onAdd, onClose }: Props) {
  const t = useTranslations("VariationModal");
  return (
    <AddToCartDialog open={open} title={t("title")} closeLabel={t("close")} onClose={onClose}>
      {open && <VariationForm groups={groups} outOfStock={outOfStock} prices={prices} onAdd={onAdd} />}
    </AddToCartDialog>
  );
}

function VariationForm({ groups, outOfStock, prices, onAdd }: Omit<Props, "open" | "onClose">) {
  const t = useTranslations("VariationModal");
  const [selection, setSelection] = useState<VariationSelection>({});
  const state = variationModalAddButton({ outOfStock, variationsComplete: isVariationSelectionComplete(groups, selection) });
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        // A card may sit inside another form; React would bubble the submit to it.
        event.stopPropagation();
        if (!state.disabled) onAdd(selection);
      }}
    >
      <VariationFields groups={groups} selection={selection} onChange={setSelection} single="select" prices={prices} />
      <Button type="submit" disabled={state.disabled}>
        {state.label === "outOfStock" ? t("outOfStock") : t("addToCart")}
      </Button>
    </form>
  );
}
