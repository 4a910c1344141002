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
  cart_screen_button_bg_color: "--color-cart-button-bg",
  cart_screen_button_text_color: "--color-cart-button-text",
  feedback_bg_color: "--color-feedback-bg",
  feedback_title_color: "--color-feedback-title",
  feedback_button_bg_color: "--color-feedback-button-bg",
  feedback_button_text_color: "--color-feedback-button-text",
  feedback_success_color: "--color-feedback-success",
};

/**
 * Accent text colours and the backgrounds they are read on (white unless the venue sets one): an accent
 * under AA contrast on any of them is left out, and the text colour stands in (issue 14; axe checks it).
 */
const ACCENT_ON: Record<string, readonly string[]> = {
  product_price_color: ["product_card_bg_color", "body_bg_color"],
  product_title_color: ["product_card_bg_color", "body_bg_color"],
  category_title_color: ["product_card_bg_color", "body_bg_color"],
  feedback_title_color: ["feedback_bg_color"],
};
const DEFAULT_BACKGROUND = "#ffffff";

/**
 * theme_data's font sizes (numbers of CSS pixels, "20" or "20px" too) become these properties; the
 * elements they size fall back to their own size when the venue sets none (issue 14).
 */
const FONT_SIZE_PROPERTIES: Record<string, string> = {
  category_title_font_size: "--font-size-category-title",
  product_title_font_size: "--font-size-product-title",
  product_price_font_size: "--font-size-price",
  cart_screen_font_size: "--font-size-cart",
  feedback_title_font_size: "--font-size-feedback-title",
};

/** Sizes outside this range are a data error: the element keeps its own size. */
const FONT_SIZE_PX = { min: 10, max: 48 };

/** Text colours paired with their background: when a venue's pair is unreadable the text is replaced. */
const TEXT_ON: Record<string, string> = {
  header_text_color: "header_bg_color",
  button_text_color: "button_bg_color",
  badge_text_color: "badge_bg_color",
  body_text_color: "body_bg_color",
  cart_screen_text_color: "cart_screen_bg_color",
  cart_screen_button_text_color: "cart_screen_button_bg_color",
  feedback_button_text_color: "feedback_button_bg_color",
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
  for (const [accentKey, backgroundKeys] of Object.entries(ACCENT_ON)) {
    const accent = theme[accentKey];
    const property = COLOUR_PROPERTIES[accentKey];
    if (!property || typeof accent !== "string" || !(property in style)) continue;
    const backgrounds = backgroundKeys.map((key) => {
      const background = theme[key];
      return typeof background === "string" && parseColour(background) ? background : DEFAULT_BACKGROUND;
    });
    if (!backgrounds.every((background) => hasContrast(accent, background))) delete style[property];
  }
  for (const [key, property] of Object.entries(FONT_SIZE_PROPERTIES)) {
    const pixels = fontSizePx(theme[key]);
    if (pixels !== null) style[property] = `${pixels}px`;
  }
  return style as CSSProperties;
}

function fontSizePx(value: string | number | undefined): number | null {
  const pixels = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim().replace(/px$/i, "")) : Number.NaN;
  return Number.isFinite(pixels) && pixels >= FONT_SIZE_PX.min && pixels <= FONT_SIZE_PX.max ? pixels : null;
}

/** WCAG AA for normal text. */
function hasContrast(text: string, background: string): boolean {
  const ratio = contrastRatio(text, background);
  return ratio !== null && ratio >= 4.5;
}
