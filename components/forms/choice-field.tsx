import { useTranslations } from "next-intl";
import { CHOICE_INPUT_CLASS, choiceRowClass } from "@/components/ui/choice";
import { SWITCH_INPUT_CLASS } from "@/components/ui/switch";
import type { FormField } from "@/lib/api/schemas/form";
import { allowsMany, fieldLabel } from "@/lib/domain/form-field";
import { htmlToText } from "@/lib/domain/html-text";
import type { ChoiceInput } from "@/lib/domain/form-validation";
import { chooseOne, toggleOther, toggleValue } from "./choice-value";
import { CONTROL_CLASS, describedBy, FieldDescription, FieldError, LabelText, type FieldIds } from "./field-frame";

/** The value of the Other entry of a dropdown; builder option values are the venue's words, not this. */
const OTHER_OPTION = "__other__";

export interface ChoiceFieldProps {
  field: FormField;
  ids: FieldIds;
  value: ChoiceInput;
  onChange: (value: ChoiceInput) => void;
  error: string | undefined;
}

/** Select, radio group, checkbox group or a checkbox with options, each with its Other option. */
export function ChoiceField(props: ChoiceFieldProps) {
  return props.field.type === "select" ? <SelectField {...props} /> : <OptionGroup {...props} />;
}

function OtherText({ ids, value, onChange, error }: Pick<ChoiceFieldProps, "ids" | "value" | "onChange" | "error">) {
  const t = useTranslations("Form");
  if (value.other === null) return null;
  const other = value.other;
  return (
    <input
      type="text"
      aria-label={t("other")}
      placeholder={t("otherPlaceholder")}
      value={other}
      aria-invalid={error && other.trim() === "" ? true : undefined}
      aria-describedby={error ? ids.error : undefined}
      onChange={(event) => onChange({ ...value, other: event.target.value })}
      className={`${CONTROL_CLASS} mt-1`}
    />
  );
}

function SelectField({ field, ids, value, onChange, error }: ChoiceFieldProps) {
  const t = useTranslations("Form");
  const many = allowsMany(field);
  const description = htmlToText(field.description);
  const select = (
    <select
      id={ids.control}
      multiple={many}
      value={
        many
          ? [...value.values, ...(value.other === null ? [] : [OTHER_OPTION])]
          : value.other === null
            ? (value.values[0] ?? "")
            : OTHER_OPTION
      }
      aria-required={field.required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(ids, description !== "", error)}
      onChange={(event) => {
        if (many) {
          const chosen = Array.from(event.target.selectedOptions, (option) => option.value);
          const values = chosen.filter((option) => option !== OTHER_OPTION);
          const other = chosen.includes(OTHER_OPTION) ? (value.other ?? "") : null;
          onChange({ values, other });
          return;
        }
        const chosen = event.target.value;
        if (chosen === OTHER_OPTION) onChange(toggleOther(field, value, true));
        else onChange(chooseOne(chosen === "" ? null : chosen));
      }}
      className={CONTROL_CLASS}
    >
      {/* The blank '---' is a choice only when the field is not required; otherwise it only shows that nothing is chosen. */}
      {!many && (
        <option value="" disabled={field.required}>
          {t("selectPlaceholder")}
        </option>
      )}
      {field.values.map((option) => (
        <option key={option.value} value={option.value}>
          {htmlToText(option.label) || option.value}
        </option>
      ))}
      {field.other && <option value={OTHER_OPTION}>{t("other")}</option>}
    </select>
  );
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={ids.control} className="font-bold">
        <LabelText label={fieldLabel(field)} required={field.required} />
      </label>
      <FieldDescription ids={ids} text={description} />
      {select}
      <OtherText ids={ids} value={value} onChange={onChange} error={error} />
      <FieldError ids={ids} message={error} />
    </div>
  );
}

function OptionGroup({ field, ids, value, onChange, error }: ChoiceFieldProps) {
  const t = useTranslations("Form");
  const many = allowsMany(field);
  const description = htmlToText(field.description);
  const inputType = many ? "checkbox" : "radio";
  // A checkbox field flagged toggle shows its options as switches.
  const role = many && field.toggle ? "switch" : undefined;
  const invalid = error ? true : undefined;
  const option = choiceRowClass("plain", "gap-2");
  return (
    <fieldset
      role={many ? undefined : "radiogroup"}
      aria-required={!many && field.required ? true : undefined}
      aria-invalid={!many ? invalid : undefined}
      aria-describedby={describedBy(ids, description !== "", error)}
      className="flex flex-col gap-1"
    >
      <legend className="mb-1 font-bold">
        <LabelText label={fieldLabel(field)} required={field.required} />
      </legend>
      <FieldDescription ids={ids} text={description} />
      <div className={field.inline ? "flex flex-row flex-wrap gap-x-5" : "flex flex-col"}>
        {field.values.map((entry) => (
          <label key={entry.value} className={option}>
            <input
              type={inputType}
              role={role}
              name={ids.control}
              value={entry.value}
              checked={value.values.includes(entry.value)}
              aria-invalid={many ? invalid : undefined}
              onChange={(event) => onChange(many ? toggleValue(field, value, entry.value, event.target.checked) : chooseOne(entry.value))}
              className={role === "switch" ? SWITCH_INPUT_CLASS : CHOICE_INPUT_CLASS}
            />
            <span>{htmlToText(entry.label) || entry.value}</span>
          </label>
        ))}
        {field.other && (
          <label className={option}>
            <input
              type={inputType}
              role={role}
              name={ids.control}
              value={OTHER_OPTION}
              checked={value.other !== null}
              aria-invalid={many ? invalid : undefined}
              onChange={(event) => onChange(toggleOther(field, value, many ? event.target.checked : true))}
              className={role === "switch" ? SWITCH_INPUT_CLASS : CHOICE_INPUT_CLASS}
            />
            <span>{t("other")}</span>
          </label>
        )}
      </div>
      <OtherText ids={ids} value={value} onChange={onChange} error={error} />
      <FieldError ids={ids} message={error} />
    </fieldset>
  );
}
