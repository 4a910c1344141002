/**
 * Theme colours (000 section 5: "Colour helper accepts rgba strings or 3 or 6 digit hex"). Every
 * helper answers null for a value it cannot read, so the theme can fall back to its default.
 */
export type Rgba = { r: number; g: number; b: number; a: number };

export type ColourInput = string | Rgba;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
const FUNCTIONAL = new RegExp(String.raw`^rgba?\(\s*(${NUMBER})\s*,\s*(${NUMBER})\s*,\s*(${NUMBER})\s*(?:,\s*(${NUMBER})(%?)\s*)?\)$`, "i");
const FUNCTIONAL_SPACED = new RegExp(String.raw`^rgba?\(\s*(${NUMBER})\s+(${NUMBER})\s+(${NUMBER})\s*(?:/\s*(${NUMBER})(%?)\s*)?\)$`, "i");

export const BLACK = "#000000";
export const WHITE = "#ffffff";

/**
 * Reads "#abc", "#aabbcc" (the "#" optional, as theme data sometimes omits it), "rgb(1,2,3)" and
 * "rgba(1,2,3,0.5)" (also "rgb(1 2 3 / 50%)"). Channels must lie in 0-255 and alpha in 0-1:
 * out-of-range values are treated as typing errors, not clamped.
 */
export function parseColour(colour: ColourInput): Rgba | null {
  if (typeof colour !== "string") return isValidRgba(colour) ? colour : null;
  const text = colour.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex !== undefined) return parseHex(hex);
  const match = FUNCTIONAL.exec(text) ?? FUNCTIONAL_SPACED.exec(text);
  if (match === null) return null;
  const [, r, g, b, alpha, percent] = match;
  const a = alpha === undefined ? 1 : Number(alpha) / (percent === "%" ? 100 : 1);
  const rgba = { r: Number(r), g: Number(g), b: Number(b), a };
  return isValidRgba(rgba) ? rgba : null;
}

/** The colour at the given opacity as an rgba() string; alpha is clamped to 0-1. */
export function withAlpha(colour: ColourInput, alpha: number): string | null {
  const rgba = parseColour(colour);
  if (rgba === null || !Number.isFinite(alpha)) return null;
  return formatRgba({ ...rgba, a: Math.min(1, Math.max(0, alpha)) });
}

export function formatRgba({ r, g, b, a }: Rgba): string {
  return `rgba(${round(r)}, ${round(g)}, ${round(b)}, ${round(a)})`;
}

/**
 * WCAG 2 relative luminance, 0 (black) to 1 (white). A translucent colour is measured as painted
 * over white, the page background.
 */
export function relativeLuminance(colour: ColourInput): number | null {
  const rgba = parseColour(colour);
  if (rgba === null) return null;
  const { r, g, b } = overWhite(rgba);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, 1 to 21, the same whichever colour is given first. */
export function contrastRatio(first: ColourInput, second: ColourInput): number | null {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Black or white, whichever contrasts more with the background; black on an exact tie. */
export function readableTextColour(background: ColourInput): typeof BLACK | typeof WHITE | null {
  const onBlack = contrastRatio(background, BLACK);
  const onWhite = contrastRatio(background, WHITE);
  if (onBlack === null || onWhite === null) return null;
  return onWhite > onBlack ? WHITE : BLACK;
}

function parseHex(hex: string): Rgba {
  const full = hex.length === 3 ? hex.replace(/./g, "$&$&") : hex;
  const channel = (index: number) => Number.parseInt(full.slice(index, index + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4), a: 1 };
}

function isValidRgba({ r, g, b, a }: Rgba): boolean {
  return [r, g, b].every((c) => Number.isFinite(c) && c >= 0 && c <= 255) && Number.isFinite(a) && a >= 0 && a <= 1;
}

function overWhite({ r, g, b, a }: Rgba): Rgba {
  const blend = (c: number) => c * a + 255 * (1 - a);
  return { r: blend(r), g: blend(g), b: blend(b), a: 1 };
}

/** sRGB to linear light; 0.04045 is the sRGB standard's knee (WCAG 2.0 printed 0.03928, same for 8-bit). */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Three decimals keep 0.1 + 0.2 noise out of CSS. */
function round(value: number): number {
  return Number(value.toFixed(3));
}
