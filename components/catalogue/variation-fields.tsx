import { useTranslations } from "next-intl";
import { useId } from "react";
import { Checkbox, Radio } from "@/components/ui/choice";
import { SELECT_CLASS } from "@/components/ui/select";
import type { ProductVariationGroup, ProductVariationOption } from "@/lib/cart/build-line";
import type { MissingChoice } from "@/lib/domain/missing-choice";
import { formatMoney, type MoneySettings } from "@/lib/domain/money-format";
import { variationAdjustment } from "@/lib/domain/product-price";
import {
  canTickOption,
  chooseSingle,
  hasBlankChoice,
  maxChoices,
  toggleOption,
  type VariationSelection,
} from "@/lib/domain/variation-selection";
import { choiceAnchorProps } from "./reveal-choice";

export interface VariationPriceSettings {
  money: MoneySettings;
  /** enable_display_variation_prices: show "+ AED 4.00" beside an option. */
  showPrices: boolean;
  lang: string;
}

type Props = {
  groups: readonly ProductVariationGroup[];
  selection: VariationSelection;
  onChange: (next: VariationSelection) => void;
  /** The detail screen shows single choices as radios; the modal from cards as dropdowns (000 section 2). */
  single: "radio" | "select";
  prices: VariationPriceSettings;
  /** What a required variation is as a missing choice, so a tap on a disabled Add can lead to it. */
  choiceOf?: (group: ProductVariationGroup) => MissingChoice;
};

/** The variation inputs of a product: one fieldset per variation, marked when required. */
export function VariationFields({ groups, selection, onChange, single, prices, choiceOf }: Props) {
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <VariationGroup
          key={group.id}
          group={group}
          selected={selection[group.id] ?? []}
          onChange={(values) => onChange({ ...selection, [group.id]: values })}
          single={single}
          prices={prices}
          anchor={group.required && choiceOf ? choiceAnchorProps(choiceOf(group)) : {}}
        />
      ))}
    </div>
  );
}

type GroupProps = {
  group: ProductVariationGroup;
  selected: readonly number[];
  onChange: (values: number[]) => void;
  single: "radio" | "select";
  prices: VariationPriceSettings;
  anchor: { "data-required-choice"?: string };
};

function VariationGroup({ group, selected, onChange, single, prices, anchor }: GroupProps) {
  const t = useTranslations("VariationModal");
  const id = useId();
  const max = maxChoices(group);
  const hintId = `${id}-hint`;
  const legend = (
    <>
      <span>{group.name}</span>
      {group.required && <span className="ms-2 text-xs font-normal text-red-700">* {t("required")}</span>}
    </>
  );

  if (!group.multiple && single === "select") {
    const selectId = `${id}-select`;
    return (
      <div className="flex scroll-mt-20 flex-col gap-1" {...anchor}>
        <label htmlFor={selectId} className="font-bold">
          {legend}
        </label>
        <select
          id={selectId}
          required={group.required}
          value={selected[0] === undefined ? "" : String(selected[0])}
          onChange={(event) => onChange(chooseSingle(event.target.value === "" ? null : Number(event.target.value)))}
          className={SELECT_CLASS}
        >
          {/* A required variation offers no blank choice; the empty entry only shows that nothing is chosen yet. */}
          <option value="" disabled={!hasBlankChoice(group)}>
            {/* 000 section 2: the blank '---' choice of an optional variation; a required one only says to choose. */}
            {hasBlankChoice(group) ? t("blankOption") : t("choosePlaceholder")}
          </option>
          {group.options.map((option) => (
            <option key={option.id} value={option.id}>
              {optionText(option, prices)}
            </option>
          ))}
        </select>
      </div>
    );
  }

  return (
    // Scrolled to below the sticky header when a tap on a disabled Add leads here.
    <fieldset className="flex scroll-mt-20 flex-col gap-1" aria-describedby={max === null ? undefined : hintId} {...anchor}>
      <legend className="mb-1 font-bold">{legend}</legend>
      {max !== null && (
        <p id={hintId} className="text-sm opacity-80">
          {t("chooseUpto", { n: max })}
        </p>
      )}
      {!group.multiple && hasBlankChoice(group) && (
        <Radio name={id} checked={selected.length === 0} onChange={() => onChange([])} label={t("noneOption")} />
      )}
      {group.options.map((option) => {
        const checked = selected.includes(option.id);
        const Choice = group.multiple ? Checkbox : Radio;
        return (
          <Choice
            key={option.id}
            name={id}
            value={option.id}
            checked={checked}
            required={!group.multiple && group.required}
            disabled={group.multiple && !canTickOption(group, selected, option.id)}
            onChange={() => onChange(toggleOption(group, selected, option.id))}
            label={<OptionLabel option={option} prices={prices} />}
          />
        );
      })}
    </fieldset>
  );
}

/** The price change an option makes, "+ AED 4.00", or null when none is shown. */
function optionAdjustment(option: ProductVariationOption, prices: VariationPriceSettings): string | null {
  if (!prices.showPrices) return null;
  const amount = variationAdjustment(option.entry);
  if (amount === 0) return null;
  const sign = amount > 0 ? "+" : "-";
  return `${sign} ${formatMoney(Math.abs(amount), prices.money, prices.lang)}`;
}

/**
 * A select's option holds text only: the amount is isolated with Unicode's isolate marks, as <bdi>
 * does elsewhere, so that in Arabic its sign and currency keep their order inside the parentheses.
 */
function optionText(option: ProductVariationOption, prices: VariationPriceSettings): string {
  const adjustment = optionAdjustment(option, prices);
  return adjustment === null ? option.name : `${option.name} (\u2068${adjustment}\u2069)`;
}

function OptionLabel({ option, prices }: { option: ProductVariationOption; prices: VariationPriceSettings }) {
  const adjustment = optionAdjustment(option, prices);
  return (
    <span>
      {option.name}
      {adjustment !== null && (
        <>
          {" ("}
          <bdi>{adjustment}</bdi>
          {")"}
        </>
      )}
    </span>
  );
}
