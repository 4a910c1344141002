import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useNumberingSystem } from "@/components/numbering-provider";
import type { FormField } from "@/lib/api/schemas/form";
import { fieldLabel } from "@/lib/domain/form-field";
import { htmlToText } from "@/lib/domain/html-text";
import { digitsIn, type NumberingSystem } from "@/lib/domain/numbering";
import { CONTROL_CLASS, describedBy, FieldFrame, type FieldIds } from "./field-frame";

/** Builder text subtypes that are input types of their own; anything else is plain text. */
const INPUT_TYPES = new Set(["email", "tel", "url", "password", "color", "search"]);
const AUTOCOMPLETE: Record<string, string> = { email: "email", tel: "tel", url: "url" };

export interface TextFieldProps {
  field: FormField;
  ids: FieldIds;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

// A placeholder is an example of what to type, so its digits follow the screen's (issue 28 item 10).
function controlProps({ field, ids, error }: Omit<TextFieldProps, "registration">, digits: NumberingSystem) {
  const description = htmlToText(field.description);
  return {
    id: ids.control,
    placeholder: digitsIn(htmlToText(field.placeholder), digits) || undefined,
    "aria-required": field.required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(ids, description !== "", error),
    className: CONTROL_CLASS,
  };
}

/**
 * Text (with its subtype as the input type), textarea, number and date. No maxlength attribute: the
 * browser would silently cut pasted text, where 000 section 5 tells the guest the limit instead. The
 * date is a text field read as year, month, day in any digits (lib/domain/date-input.ts): a native
 * date input writes the browser's own format and digits, not the screen's (docs/decisions/0205-date-field-text.md).
 */
export function TextLikeField(props: TextFieldProps) {
  const { field, ids, registration, error } = props;
  const t = useTranslations("Form");
  const digits = useNumberingSystem();
  const shared = controlProps(props, digits);
  const frame = {
    ids,
    label: fieldLabel(field),
    required: field.required,
    description: htmlToText(field.description),
    error,
  };
  if (field.type === "textarea") {
    return (
      <FieldFrame {...frame}>
        <textarea {...shared} {...registration} rows={field.rows ?? 3} />
      </FieldFrame>
    );
  }
  if (field.type === "number") {
    return (
      <FieldFrame {...frame}>
        <input
          {...shared}
          {...registration}
          type="number"
          inputMode={field.step === null || Number.isInteger(field.step) ? "numeric" : "decimal"}
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          step={field.step ?? undefined}
        />
      </FieldFrame>
    );
  }
  if (field.type === "date") {
    return (
      <FieldFrame {...frame}>
        <input {...shared} placeholder={shared.placeholder ?? t("datePlaceholder")} {...registration} type="text" dir="ltr" />
      </FieldFrame>
    );
  }
  const type = INPUT_TYPES.has(field.subtype) ? field.subtype : "text";
  return (
    <FieldFrame {...frame}>
      <input
        {...shared}
        {...registration}
        type={type}
        autoComplete={AUTOCOMPLETE[type]}
        dir={type === "tel" || type === "email" ? "ltr" : undefined}
      />
    </FieldFrame>
  );
}
