import type { CSSProperties } from "react";
import { contrastRatio, parseColour, readableTextColour } from "@/lib/domain/colour";

/** theme_data keys that become CSS custom properties (read by Tailwind utilities in globals.css). */
const COLOUR_PROPERTIES: Record<string, string> = {
  primary_color: "--color-primary",
  header_bg_color: "--color-header-bg",
  header_text_color: "--color-header-text",
  body_bg_color: "--color-page-bg",
  body_text_color: "--color-text",
  category_title_color: "--color-category-title",
  product_title_color: "--color-product-title",
  product_price_color: "--color-price",
  product_card_bg_color: "--color-card-bg",
  badge_bg_color: "--color-badge-bg",
  badge_text_color: "--color-badge-text",
  button_bg_color: "--color-button-bg",
  button_text_color: "--color-button-text",
  cart_screen_bg_color: "--color-cart-bg",
  cart_screen_text_color: "--color-cart-text",
  feedback_bg_color: "--color-feedback-bg",
  feedback_success_color: "--color-feedback-success",
};

/** Text colours paired with their background: when a venue's pair is unreadable the text is replaced. */
const TEXT_ON: Record<string, string> = {
  header_text_color: "header_bg_color",
  button_text_color: "button_bg_color",
  badge_text_color: "badge_bg_color",
  body_text_color: "body_bg_color",
};

/**
 * The venue's theme as custom properties on the root element. Invalid colours are left out (the
 * defaults stay), and a text colour without enough contrast on its background becomes black or white.
 */
export function themeStyle(theme: Record<string, string | number>): CSSProperties {
  const style: Record<string, string> = {};
  for (const [key, property] of Object.entries(COLOUR_PROPERTIES)) {
    const value = theme[key];
    if (typeof value === "string" && parseColour(value)) style[property] = value;
  }
  for (const [textKey, backgroundKey] of Object.entries(TEXT_ON)) {
    const background = theme[backgroundKey];
    const text = theme[textKey];
    if (typeof background !== "string" || !parseColour(background)) continue;
    const readable = readableTextColour(background);
    const property = COLOUR_PROPERTIES[textKey];
    if (!property || !readable) continue;
    if (typeof text !== "string" || !hasContrast(text, background)) style[property] = readable;
  }
  return style as CSSProperties;
}

/** WCAG AA for normal text. */
function hasContrast(text: string, background: string): boolean {
  const ratio = contrastRatio(text, background);
  return ratio !== null && ratio >= 4.5;
}
