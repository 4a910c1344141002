import { toMilli, type Milli } from "@/lib/domain/money";
import { cartSubtotal } from "@/lib/domain/totals";
import type { CartLine, SavedAddress } from "./types";

/** 001 section 9: saved addresses keep the most recent 5. */
export const SAVED_ADDRESS_LIMIT = 5;

export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  return [...lines, line];
}

export function removeLine(lines: readonly CartLine[], uuid: string): CartLine[] {
  return lines.filter((line) => line.uuid !== uuid);
}

/** The stepper keeps a line within 1 and its max_qty (001 section 5). */
export function setLineQuantity(lines: readonly CartLine[], uuid: string, qty: number): CartLine[] {
  return lines.map((line) => {
    if (line.uuid !== uuid) return line;
    const upper = line.max_qty > 0 ? line.max_qty : Number.POSITIVE_INFINITY;
    return { ...line, qty: Math.min(upper, Math.max(1, Math.trunc(qty))) };
  });
}

/** The header badge counts the total quantity of cart lines (000 section 2). */
export function totalQuantity(lines: readonly CartLine[]): number {
  return lines.reduce((count, line) => count + line.qty, 0);
}

/**
 * What the lines cost at the prices shown when they were added: the cart bar's figure on catalogue
 * screens. The cart screen prices them again from the menu, and the venue API from its own.
 */
export function shownSubtotal(lines: readonly CartLine[]): Milli {
  return cartSubtotal(
    lines.map((line) => ({ productId: line.id, categoryId: line.category, unitPrice: toMilli(line.price), quantity: line.qty })),
  );
}

export function containsProduct(lines: readonly CartLine[], productId: number): boolean {
  return lines.some((line) => line.id === productId);
}

/** Newest first; saving an address again moves it to the front instead of duplicating it. */
export function rememberAddress(addresses: readonly SavedAddress[], address: SavedAddress): SavedAddress[] {
  const others = addresses.filter((saved) => saved.uuid !== address.uuid);
  return [address, ...others].slice(0, SAVED_ADDRESS_LIMIT);
}
