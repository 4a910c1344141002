import type { ButtonHTMLAttributes } from "react";

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

// The look every button shares, in app/globals.css (.btn): focus ring, disabled and aria-disabled states.
const BASE = "btn";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-button-bg text-button-text",
  // Outlined in the text's own colour: a theme's button or header colour can be as light as the page.
  secondary: "border-2 border-current bg-transparent text-current",
  ghost: "bg-transparent text-current underline-offset-2 hover:underline",
  danger: "bg-red-700 text-white",
  cart: "bg-cart-button-bg text-cart-button-text",
  feedback: "bg-feedback-button-bg text-feedback-button-text",
  whatsapp: "bg-[#075e54] text-white",
};

const SIZES: Record<ButtonSize, string> = {
  md: "min-h-11 min-w-11 px-4 py-2",
  lg: "min-h-12 min-w-12 px-6 py-2 text-lg",
  icon: "size-11 shrink-0 text-xl leading-none",
};

/** Padding, height and text size a caller may set in `extra` in place of the size's own. */
const OVERRIDABLE = /^(px|py|min-h|min-w|text-(?:xs|sm|base|lg|xl|2xl))(?:-|$)/;

function groupOf(name: string): string | undefined {
  const group = OVERRIDABLE.exec(name)?.[1];
  return group?.startsWith("text-") ? "text-size" : group;
}

function overridden(sizeClass: string, extra: string[]): boolean {
  const group = groupOf(sizeClass);
  return group !== undefined && extra.some((name) => groupOf(name) === group);
}

/**
 * The button look as a class string, for <Link> and <a> that look like buttons. `extra` classes of
 * padding, height or text size replace the size's (two utilities of one property would otherwise be
 * decided by the stylesheet's order, not by the caller).
 */
export function buttonClass({ variant = "primary", size = "md", full = false }: ButtonStyle = {}, extra = ""): string {
  const extras = extra.split(/\s+/).filter(Boolean);
  const sizing = SIZES[size]
    .split(" ")
    .filter((name) => !overridden(name, extras))
    .join(" ");
  return [BASE, VARIANTS[variant], sizing, full ? "w-full" : "", ...extras].filter(Boolean).join(" ");
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle;

/** A <button> of the design system; type "button" unless said otherwise, so it never submits by accident. */
export function Button({ variant, size, full, className = "", type = "button", ...props }: Props) {
  return <button type={type} className={buttonClass({ variant, size, full }, className)} {...props} />;
}
