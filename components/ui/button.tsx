import { cva, cx } from "class-variance-authority";
import type { ComponentProps } from "react";

/**
 * Where a button's colours come from: theme_data's button_* keys by default, the cart screen's and the
 * feedback form's own keys on those screens (issue 14); whatsapp is the messaging app's own green.
 */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "cart" | "feedback" | "whatsapp";

/** md and icon are 44 px, the smallest touch target; lg (48 px) is a screen's main action. */
export type ButtonSize = "md" | "lg" | "icon";

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The full width of its container. */
  full?: boolean;
}

// The look every button shares is .btn, each variant and size a .btn-* class, in app/globals.css's
// components layer: a caller's utility of the same property wins by its layer (record 0241).
const buttonVariants = cva("btn", {
  variants: {
    variant: {
      primary: "btn-primary",
      secondary: "btn-secondary",
      ghost: "btn-ghost",
      danger: "btn-danger",
      cart: "btn-cart",
      feedback: "btn-feedback",
      whatsapp: "btn-whatsapp",
    } satisfies Record<ButtonVariant, string>,
    size: { md: "btn-md", lg: "btn-lg", icon: "btn-icon" } satisfies Record<ButtonSize, string>,
    full: { true: "w-full", false: "" },
  },
  defaultVariants: { variant: "primary", size: "md", full: false },
});

/**
 * The button look as a class string, for <Link> and <a> that look like buttons. `extra` utilities win
 * over the variant's and size's of the same property: the variants are in the components layer.
 */
export function buttonClass(style: ButtonStyle = {}, extra?: string): string {
  return cx(buttonVariants(style), extra);
}

type Props = ComponentProps<"button"> & ButtonStyle;

/** A <button> of the design system; type "button" unless said otherwise, so it never submits by accident. */
export function Button({ variant, size, full, className = "", type = "button", ...props }: Props) {
  return <button type={type} className={buttonClass({ variant, size, full }, className)} {...props} />;
}
