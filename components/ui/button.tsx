import { cva } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./class-names";

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

// The look every button shares is .btn in app/globals.css: focus ring, disabled and aria-disabled states.
const buttonVariants = cva("btn", {
  variants: {
    variant: {
      primary: "bg-button-bg text-button-text",
      // Outlined in the text's own colour: a theme's button or header colour can be as light as the page.
      secondary: "border-2 border-current bg-transparent text-current",
      // On any background (the header, a card), so the focus ring is the text's colour too; a button's
      // own background and colour are transparent and inherited already (Tailwind's preflight).
      ghost: "focus-visible:outline-current",
      danger: "bg-red-700 text-white",
      cart: "bg-cart-button-bg text-cart-button-text",
      feedback: "bg-feedback-button-bg text-feedback-button-text",
      whatsapp: "bg-[#075e54] text-white",
    } satisfies Record<ButtonVariant, string>,
    size: {
      md: "min-h-11 min-w-11 px-4 py-2",
      lg: "min-h-12 min-w-12 px-6 py-2 text-lg",
      // A glyph (×, −, +) in the text's weight.
      icon: "size-11 shrink-0 text-xl leading-none font-normal",
    } satisfies Record<ButtonSize, string>,
    full: { true: "w-full", false: "" },
  },
  // A glyph (×, −) is not underlined on hover.
  compoundVariants: [{ variant: "ghost", size: ["md", "lg"], class: "underline-offset-2 hover:underline" }],
  defaultVariants: { variant: "primary", size: "md", full: false },
});

/**
 * The button look as a class string, for <Link> and <a> that look like buttons. `extra` classes replace
 * the variant's and size's of the same property (tailwind-merge): two utilities of one property would
 * otherwise be decided by the stylesheet's order, not by the caller.
 */
export function buttonClass(style: ButtonStyle = {}, extra = ""): string {
  return cn(buttonVariants(style), extra);
}

type Props = ComponentProps<"button"> & ButtonStyle;

/** A <button> of the design system; type "button" unless said otherwise, so it never submits by accident. */
export function Button({ variant, size, full, className = "", type = "button", ...props }: Props) {
  return <button type={type} className={buttonClass({ variant, size, full }, className)} {...props} />;
}
