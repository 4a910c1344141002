import type { ComponentProps } from "react";
import { buttonClass, type ButtonVariant } from "./button";

type Props = Omit<ComponentProps<"button">, "aria-label"> & {
  /** What the button does, for assistive technology: the button shows only a glyph. */
  label: string;
  variant?: ButtonVariant;
};

/**
 * A 44 px button that shows only an icon or a glyph (close, back, menu, delete, arrows). Ghost by default:
 * in the text's colour on whatever it sits on, the header included.
 */
export function IconButton({ label, variant = "ghost", className, type = "button", ...props }: Props) {
  return <button type={type} aria-label={label} className={buttonClass({ variant, size: "icon" }, className)} {...props} />;
}
