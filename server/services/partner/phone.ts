import { normalisePhone } from "@/lib/domain/phone";

/** The menu's country for reading phones written without their country code. */
export function menuCountry(document: Record<string, unknown>): string | null {
  return typeof document.menu_country === "string" ? document.menu_country : null;
}

/**
 * Two phones are the same number when both are valid and have one E.164 form: the venue file may
 * write "+971 50 123 4567" and the order "+971501234567". An empty or invalid phone matches nothing.
 */
export function samePhone(a: string, b: string, country: string | null): boolean {
  const first = normalisePhone(a, country);
  return first !== null && first === normalisePhone(b, country);
}
