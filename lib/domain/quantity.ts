/** Quantity rules: the detail-screen control, the cart-line stepper and the Input Quantity modal. */

export const DEFAULT_MIN_QTY = 1;

/** The venue API refuses larger quantities (issue 10); the controls stop here when the menu sets no maximum. */
export const QUANTITY_MAX = 999;

/**
 * The maximum from pos_available_qty (detail screen) or max_qty (cart line). Absent, 0 or negative
 * means no limit: stock itself is governed by out_of_stock, and venues without a POS feed send 0.
 */
export function maxQuantity(limit: number | string | null | undefined): number | null {
  const value = typeof limit === "string" ? Number(limit) : limit;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 1) return null;
  return Math.floor(value);
}

export interface QuantityBounds {
  /** minQty, default 1. */
  min?: number;
  /** maxQty, null for unlimited. */
  max: number | null;
}

/** Brings a quantity inside [min, max] as a whole number; the minimum wins if the bounds cross. */
export function clampQuantity(qty: number, { min = DEFAULT_MIN_QTY, max }: QuantityBounds): number {
  const whole = Number.isFinite(qty) ? Math.floor(qty) : min;
  const capped = Math.min(whole, max ?? QUANTITY_MAX);
  return Math.max(min, capped);
}

export function canIncrement(qty: number, max: number | null): boolean {
  return qty < (max ?? QUANTITY_MAX);
}

export function canDecrement(qty: number, min: number = DEFAULT_MIN_QTY): boolean {
  return qty > min;
}

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/**
 * "Quantity modal: accepts only values from 1 to the maximum." Returns the quantity, or null when the
 * text is not a whole number in range. Arabic-Indic and Persian digits are accepted because the menu
 * may display numerals that way (enable_arabic_numerals) and guests type what they see.
 */
export function parseQuantityInput(text: string, max: number | null): number | null {
  const digits = toAsciiDigits(text.trim());
  if (!/^\d+$/.test(digits)) return null;
  const qty = Number(digits);
  if (qty < DEFAULT_MIN_QTY) return null;
  if (qty > (max ?? QUANTITY_MAX)) return null;
  return qty;
}

function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}
