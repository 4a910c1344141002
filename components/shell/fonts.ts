import type { CSSProperties } from "react";

/**
 * Theme fonts (000 section 2): names are written Family-Weight, "Regular" meaning normal weight and
 * any other weight bold; Oswald gets 1 px letter spacing. Roboto and Roboto Slab are self-hosted
 * (lib/fonts.ts, from @fontsource); any other family named is used when the device has it, then a
 * system stack of the same kind.
 */
export interface ThemeFont {
  family: string;
  weight: 400 | 700;
  letterSpacing: string;
}

const SERIF = /slab|serif|playfair|merriweather|lora|georgia|times|garamond/i;
const SANS_FALLBACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const SERIF_FALLBACK = 'Georgia, "Times New Roman", serif';

export function parseThemeFont(name: unknown): ThemeFont | null {
  if (typeof name !== "string" || name.trim() === "") return null;
  const dash = name.lastIndexOf("-");
  const family = (dash > 0 ? name.slice(0, dash) : name).trim().replace(/["';{}<>\\]/g, "");
  const weightName = dash > 0 ? name.slice(dash + 1).trim() : "Regular";
  if (family === "") return null;
  return {
    family,
    weight: /^regular$/i.test(weightName) ? 400 : 700,
    letterSpacing: /^oswald$/i.test(family) ? "1px" : "normal",
  };
}

export function fontStack(font: ThemeFont): string {
  return `"${font.family}", ${SERIF.test(font.family) ? SERIF_FALLBACK : SANS_FALLBACK}`;
}

/** body_font and title_font as the --font-body/--font-title variables (with weight and spacing). */
export function themeFontStyle(theme: Record<string, string | number>): CSSProperties {
  const style: Record<string, string> = {};
  const body = parseThemeFont(theme.body_font);
  const title = parseThemeFont(theme.title_font);
  if (body) {
    style["--font-body"] = fontStack(body);
    style["--font-body-weight"] = String(body.weight);
    style["--font-body-spacing"] = body.letterSpacing;
  }
  if (title) {
    style["--font-title"] = fontStack(title);
    style["--font-title-weight"] = String(title.weight);
    style["--font-title-spacing"] = title.letterSpacing;
  }
  return style as CSSProperties;
}
