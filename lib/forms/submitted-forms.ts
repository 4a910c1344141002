/**
 * Which display_on_menu_load forms this browser has submitted, per venue, in a cookie: the landing
 * screen is rendered on the server and must know before it renders whether to show the form or
 * Open Menu, so the choice never flickers after hydration.
 */

/** A year: long enough that a regular is not asked again, short of the browsers' 400-day cap. */
export const SUBMITTED_FORMS_MAX_AGE = 365 * 24 * 60 * 60;

/** More ids than any venue has forms on its landing; a tampered cookie cannot grow without bound. */
const MAX_IDS = 50;

/** `carte_forms_{licence}`, the licence reduced to the characters a cookie name may hold. */
export function submittedFormsCookieName(licence: string): string {
  return `carte_forms_${licence.replace(/[^A-Za-z0-9_-]/g, "_")}`;
}

/** The ids in a cookie value ("1.3"); anything that is not a positive whole number is ignored. */
export function parseSubmittedForms(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(".")) {
    if (!/^[1-9]\d{0,9}$/.test(part)) continue;
    const id = Number(part);
    if (!ids.includes(id)) ids.push(id);
    if (ids.length === MAX_IDS) break;
  }
  return ids;
}

/** Dots, not commas: a comma is not allowed unencoded in a cookie value. */
export function serialiseSubmittedForms(ids: readonly number[]): string {
  return parseSubmittedForms(ids.map(String).join(".")).join(".");
}

/** The cookie value once `formId` is submitted too; the newest ids are kept when the cap is reached. */
export function addSubmittedForm(value: string | null | undefined, formId: number): string {
  const ids = parseSubmittedForms(value).filter((id) => id !== formId);
  return serialiseSubmittedForms([...ids, formId].slice(-MAX_IDS));
}

/** The Set-Cookie text written from the browser (document.cookie) after a successful submission. */
export function submittedFormsCookie(licence: string, value: string, secure: boolean): string {
  const attributes = [`Path=/`, `Max-Age=${SUBMITTED_FORMS_MAX_AGE}`, "SameSite=Lax", ...(secure ? ["Secure"] : [])];
  return [`${submittedFormsCookieName(licence)}=${value}`, ...attributes].join("; ");
}

/** The current value of the cookie in a `document.cookie` string. */
export function readCookieValue(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(";")) {
    const [key, ...rest] = pair.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}
