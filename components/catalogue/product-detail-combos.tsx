import { useTranslations } from "next-intl";
import { useId } from "react";
import { Radio } from "@/components/ui/choice";
import type { ComboGroup, ComboProduct, VariationDefinition } from "@/lib/api/schemas/product";
import { productVariationGroups, type ComboSelection } from "@/lib/cart/build-line";
import { formatMoney } from "@/lib/domain/money-format";
import { toMilli } from "@/lib/domain/money";
import { choiceAnchorProps } from "./reveal-choice";
import { VariationFields, type VariationPriceSettings } from "./variation-fields";

type Props = {
  groups: readonly ComboGroup[];
  definitions: readonly VariationDefinition[];
  selection: ComboSelection;
  onChange: (next: ComboSelection) => void;
  prices: VariationPriceSettings;
};

/**
 * Combo groups (000 section 2): one product per group; out-of-stock choices are labelled and disabled.
 * The rows are the variations' own (components/ui/choice, 44 px). No quantity: "Combo products have no
 * quantity selector" and a group holds one product (docs/decisions/0200-combo-choices.md, issue 28 item 5).
 */
export function ProductDetailCombos({ groups, definitions, selection, onChange, prices }: Props) {
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <ComboGroupField key={group.id} group={group} definitions={definitions} selection={selection} onChange={onChange} prices={prices} />
      ))}
    </div>
  );
}

function ComboGroupField({ group, definitions, selection, onChange, prices }: Omit<Props, "groups"> & { group: ComboGroup }) {
  const t = useTranslations("Product");
  const name = useId();
  const chosen = selection[group.id];
  return (
    <fieldset className="flex scroll-mt-20 flex-col gap-1" {...choiceAnchorProps({ kind: "combo", id: group.id, name: group.name })}>
      <legend className="mb-1 font-bold">
        <span>{group.name}</span>
        <span className="ms-2 text-xs font-normal text-red-700">* {t("required")}</span>
      </legend>
      {group.products.map((item) => {
        const selected = chosen?.product === item.id;
        const variationGroups = productVariationGroups(item.product_variations, definitions);
        return (
          <div key={item.id} className="flex flex-col gap-1">
            <Radio
              name={name}
              value={item.id}
              checked={selected}
              disabled={item.out_of_stock}
              required
              onChange={() => onChange({ ...selection, [group.id]: { product: item.id, variations: {} } })}
              label={<ComboItemLabel item={item} prices={prices} outOfStock={t("outOfStock")} />}
            />
            {selected && variationGroups.length > 0 && (
              <div className="ms-6 border-s-2 border-black/10 ps-3">
                <VariationFields
                  groups={variationGroups}
                  selection={chosen.variations}
                  onChange={(variations) => onChange({ ...selection, [group.id]: { product: item.id, variations } })}
                  single="radio"
                  prices={prices}
                  choiceOf={(variation) => ({ kind: "comboVariation", comboGroup: group.id, id: variation.id, name: variation.name })}
                />
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

function ComboItemLabel({ item, prices, outOfStock }: { item: ComboProduct; prices: VariationPriceSettings; outOfStock: string }) {
  const increase = toMilli(item.increase_price_by);
  return (
    <span className="flex flex-wrap items-center gap-x-2">
      <span>
        {item.name}
        {increase > 0 && (
          <>
            {" ("}
            <bdi>+ {formatMoney(increase, prices.money, prices.lang)}</bdi>
            {")"}
          </>
        )}
      </span>
      {item.out_of_stock && <span className="text-sm font-bold text-red-700">{outOfStock}</span>}
    </span>
  );
}
