import type { ComponentProps } from "react";
import { cx } from "class-variance-authority";

// .input in app/globals.css's components layer: white with black text on any theme, red while aria-invalid.

/** The text control's look, for a <textarea> too; a red border while aria-invalid is set. */
export function inputClass(extra?: string): string {
  return cx("input", extra);
}

/** A text input of the design system: 44 px high, the focus ring, invalid through aria-invalid. */
export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={inputClass(className)} {...props} />;
}
