import { CHOICE_INPUT_CLASS } from "@/components/ui/choice";
import { SWITCH_INPUT_CLASS } from "@/components/ui/switch";
import type { FormField } from "@/lib/api/schemas/form";
import { fieldLabel } from "@/lib/domain/form-field";
import { htmlToText } from "@/lib/domain/html-text";
import { describedBy, FieldDescription, FieldError, LabelText, type FieldIds } from "./field-frame";

export interface ToggleFieldProps {
  field: FormField;
  ids: FieldIds;
  value: boolean;
  onChange: (value: boolean) => void;
  error: string | undefined;
}

/** A lone checkbox: a yes/no tick, shown as a switch when the builder flags it toggle. */
export function ToggleField({ field, ids, value, onChange, error }: ToggleFieldProps) {
  const description = htmlToText(field.description);
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 items-center gap-3 font-bold">
        <input
          id={ids.control}
          type="checkbox"
          role={field.toggle ? "switch" : undefined}
          checked={value}
          aria-required={field.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, description !== "", error)}
          onChange={(event) => onChange(event.target.checked)}
          className={field.toggle ? SWITCH_INPUT_CLASS : CHOICE_INPUT_CLASS}
        />
        <span>
          <LabelText label={fieldLabel(field)} required={field.required} />
        </span>
      </label>
      <FieldDescription ids={ids} text={description} />
      <FieldError ids={ids} message={error} />
    </div>
  );
}
