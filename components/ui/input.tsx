import type { ComponentProps } from "react";
import { cn } from "./class-names";

// White with black text on any theme: a dark page would otherwise hide what the guest types.
const INPUT =
  "min-h-11 rounded-md border border-black/40 bg-white px-3 py-2 text-black aria-invalid:border-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60";

/** The text control's look, for a <textarea> too; a red border while aria-invalid is set. */
export function inputClass(extra?: string): string {
  return cn(INPUT, extra);
}

/** A text input of the design system: 44 px high, the focus ring, invalid through aria-invalid. */
export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={inputClass(className)} {...props} />;
}
