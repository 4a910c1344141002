import type { HTMLAttributes, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { CONTROL_CLASS, describedBy, FieldError, fieldIds, FieldFrame } from "@/components/forms/field-frame";
import { CHOICE_INPUT_CLASS } from "@/components/ui/choice";

type FieldProps = {
  /** The form's id base (useId) and the field's key make the control's id. */
  base: string;
  name: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  required?: boolean;
};

type InputProps = FieldProps & {
  type?: "text" | "email" | "tel" | "datetime-local";
  autoComplete?: string;
  placeholder?: string;
  dir?: "ltr" | "rtl";
  disabled?: boolean;
  min?: string;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  /** Added to the control's own classes. */
  className?: string;
};

function controlProps(ids: ReturnType<typeof fieldIds>, error: string | undefined, required: boolean) {
  return {
    id: ids.control,
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(ids, false, error),
    className: CONTROL_CLASS,
  };
}

/** A checkout input with its label above and its CheckoutValidation message under it. */
export function CheckoutInput({ base, name, label, registration, error, required = true, type = "text", className, ...rest }: InputProps) {
  const ids = fieldIds(base, name);
  const control = controlProps(ids, error, required);
  return (
    <FieldFrame ids={ids} label={label} required={required} description="" error={error}>
      <input
        {...control}
        className={className ? `${control.className} ${className}` : control.className}
        {...registration}
        type={type}
        {...rest}
      />
    </FieldFrame>
  );
}

/** The address of a delivery without maps: "multiline, 3 rows" (001 section 5). */
export function CheckoutTextArea({
  base,
  name,
  label,
  registration,
  error,
  required = true,
  maxLength,
}: FieldProps & { maxLength?: number }) {
  const ids = fieldIds(base, name);
  return (
    <FieldFrame ids={ids} label={label} required={required} description="" error={error}>
      <textarea {...controlProps(ids, error, required)} {...registration} rows={3} autoComplete="street-address" maxLength={maxLength} />
    </FieldFrame>
  );
}

/**
 * "I've read and accept the terms and conditions", linked to the terms page. The link is the label's
 * text: following it opens the terms, the box beside it accepts them.
 */
export function TermsCheckbox({
  base,
  name,
  label,
  registration,
  error,
  link,
}: Omit<FieldProps, "required"> & { link: (text: ReactNode) => ReactNode }) {
  const ids = fieldIds(base, name);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={ids.control}
          type="checkbox"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, false, error)}
          className={CHOICE_INPUT_CLASS}
          {...registration}
        />
        <label htmlFor={ids.control}>
          {link(label)}
          <span aria-hidden="true" className="ms-1 text-red-700">
            *
          </span>
        </label>
      </div>
      <FieldError ids={ids} message={error} />
    </div>
  );
}
