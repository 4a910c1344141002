import type { ReactNode } from "react";
import { inputClass } from "@/components/ui/input";

/** Element ids of one field: its control, description and error (for aria-describedby). */
export interface FieldIds {
  control: string;
  description: string;
  error: string;
}

export function fieldIds(base: string, key: string): FieldIds {
  return { control: `${base}-${key}`, description: `${base}-${key}-description`, error: `${base}-${key}-error` };
}

/** The ids a control is described by: its description, then its error when it has one. */
export function describedBy(ids: FieldIds, hasDescription: boolean, error: string | undefined): string | undefined {
  const list = [hasDescription ? ids.description : null, error ? ids.error : null].filter((id) => id !== null);
  return list.length > 0 ? list.join(" ") : undefined;
}

/** The label's text, with the required mark seen but not read (the control says it is required). */
export function LabelText({ label, required }: { label: string; required: boolean }) {
  return (
    <>
      {label}
      {required && (
        <span aria-hidden="true" className="ms-1 text-[#b00020]">
          *
        </span>
      )}
    </>
  );
}

export function FieldDescription({ ids, text }: { ids: FieldIds; text: string }) {
  if (text === "") return null;
  return (
    <p id={ids.description} className="text-sm text-black/70">
      {text}
    </p>
  );
}

/** The field's message under it (000 section 5), in a red readable on white and on #efefef (AA). */
export function FieldError({ ids, message }: { ids: FieldIds; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={ids.error} className="text-sm font-medium text-[#b00020]">
      {message}
    </p>
  );
}

type FrameProps = {
  ids: FieldIds;
  label: string;
  required: boolean;
  description: string;
  error: string | undefined;
  children: ReactNode;
};

/** A single control with its label above, its description, and its message under it. */
export function FieldFrame({ ids, label, required, description, error, children }: FrameProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={ids.control} className="font-bold">
        <LabelText label={label} required={required} />
      </label>
      <FieldDescription ids={ids} text={description} />
      {children}
      <FieldError ids={ids} message={error} />
    </div>
  );
}

/** Shared look of text-like controls: the design system's input, the form's red while the field is invalid. */
export const CONTROL_CLASS = inputClass("w-full aria-invalid:border-[#b00020]");

/**
 * A phone field is right to left in ar, he and fa (001 section 5), but the number in it is not: each
 * run of digits would be laid out right to left, "050 123 4567" reading "4567 123 050" (issue 14). The
 * field keeps its direction (right-aligned, caret on the right); its text, placeholder too, takes the
 * direction of its own content, which for digits is left to right.
 */
export const PHONE_CONTROL_CLASS = "[unicode-bidi:plaintext] placeholder:[unicode-bidi:plaintext] rtl:text-right";
