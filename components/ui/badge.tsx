import type { HTMLAttributes } from "react";

/**
 * theme: theme_data's badge_bg_color and badge_text_color (the cart count, labels on cards); success: an
 * active order's tick; discount: a price's '% OFF', a fixed red that every venue's prices are read beside;
 * neutral: dark labels over pictures.
 */
export type BadgeTone = "theme" | "success" | "discount" | "neutral";

const TONES: Record<BadgeTone, string> = {
  theme: "bg-badge-bg text-badge-text",
  success: "bg-green-700 text-white",
  discount: "bg-red-700 text-white",
  neutral: "bg-gray-800 text-white",
};

/** A label is a rounded box; a count (over the header's cart) a pill at least as wide as it is high. */
export type BadgeShape = "label" | "count";

const SHAPES: Record<BadgeShape, string> = {
  label: "rounded px-1.5 py-0.5",
  count: "min-w-5 rounded-full px-1",
};

export function badgeClass(tone: BadgeTone = "theme", extra = "", shape: BadgeShape = "label"): string {
  return `inline-flex items-center justify-center text-xs font-bold ${SHAPES[shape]} ${TONES[tone]} ${extra}`.trim();
}

type Props = HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone; shape?: BadgeShape };

/** A small label; it is not a control, so it needs no touch target. */
export function Badge({ tone, shape, className = "", ...props }: Props) {
  return <span className={badgeClass(tone, className, shape)} {...props} />;
}
