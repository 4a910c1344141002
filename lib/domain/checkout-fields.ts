import type { CheckoutView } from "./checkout-visibility";
import type { OrderType } from "./order-type";
import { normalisePhone } from "./phone";

/** The checkout form's fields (001 section 3), named as the specification names them. */
export type CheckoutField = "name" | "email" | "phone" | "carNumber" | "customDateTime" | "address" | "checkout_terms";

export interface CheckoutFieldsInput {
  view: CheckoutView;
  orderType: OrderType;
  partner: boolean;
  enableOrderEmail: boolean;
  enableOrderPhone: boolean;
  enableDeliveryDatetime: boolean;
  enableAddressGoogleMaps: boolean;
  /** checkout_terms: the terms page id, or null. */
  checkoutTerms: number | null;
}

/**
 * Which fields the checkout asks (001 sections 2 and 5). The table/room form asks customer details
 * only of the partner venue; its name field is never shown to the partner venue either.
 */
export function checkoutFields(input: CheckoutFieldsInput): CheckoutField[] {
  const fields: CheckoutField[] = [];
  const tableForm = input.view === "tableForm";
  if (input.view !== "form" && !tableForm) return fields;
  const customer = !tableForm || input.partner;
  if (customer && !input.partner) fields.push("name");
  if (customer && input.enableOrderEmail) fields.push("email");
  if (customer && input.enableOrderPhone) fields.push("phone");
  if (!tableForm) {
    if (input.orderType === "drive_thru") fields.push("carNumber");
    if (input.enableDeliveryDatetime && (input.orderType === "delivery" || input.orderType === "takeaway")) fields.push("customDateTime");
    if (input.orderType === "delivery" && !input.enableAddressGoogleMaps) fields.push("address");
  }
  if (input.checkoutTerms !== null) fields.push("checkout_terms");
  return fields;
}

/** Message keys of CheckoutValidation (messages/*.json), one per rule of 001 section 5. */
export type CheckoutProblem =
  | "nameRequired"
  | "nameMin"
  | "emailRequired"
  | "emailInvalid"
  | "phoneRequired"
  | "phoneInvalid"
  | "carNumberRequired"
  | "carNumberMin"
  | "dateRequired"
  | "dateInvalid"
  | "datePast"
  | "addressRequired"
  | "addressMin"
  | "termsRequired";

export interface CheckoutValues {
  name: string;
  email: string;
  phone: string;
  carNumber: string;
  /** A local date-time as the picker gives it ("2026-11-22T19:30"), read in the venue's time zone by the caller. */
  customDateTime: string;
  /**
   * "As soon as possible", the date-time's default (issue 24 item 8): the spec's "default now" is a
   * moment that moves with the clock, so it is kept as a choice, never as a time that goes stale.
   */
  asSoonAsPossible: boolean;
  address: string;
  checkout_terms: boolean;
}

export interface CheckoutRulesContext {
  menuCountry: string | null;
  partner: boolean;
  /** Now and the chosen date-time as epoch ms (the caller reads the picker's value in the venue's zone). */
  now: number;
  chosenDateTime: number | null;
}

/** 001 section 9: name, car number and address are at least 3 characters. */
export const MIN_TEXT_LENGTH = 3;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// A minute's grace: the picker writes whole minutes, so the current minute still counts as "from now on".
const PAST_GRACE_MS = 60_000;

/** A chosen date-time (epoch ms) that has passed: the guest app refuses it, and so does the venue API. */
export function isPastChosenTime(chosen: number, now: number): boolean {
  return chosen < now - PAST_GRACE_MS;
}

function minText(value: string, required: CheckoutProblem, short: CheckoutProblem): CheckoutProblem | null {
  const text = value.trim();
  if (text === "") return required;
  return text.length < MIN_TEXT_LENGTH ? short : null;
}

/** 001 section 5: the phone is required, "not required for country SG when al_futtaim is on". */
export function isPhoneRequired(context: Pick<CheckoutRulesContext, "partner" | "menuCountry">): boolean {
  return !(context.partner && context.menuCountry?.toUpperCase() === "SG");
}

/** One field's rule; null when the value passes. */
export function checkCheckoutField(field: CheckoutField, values: CheckoutValues, context: CheckoutRulesContext): CheckoutProblem | null {
  switch (field) {
    case "name":
      return minText(values.name, "nameRequired", "nameMin");
    case "email":
      if (values.email.trim() === "") return "emailRequired";
      return EMAIL.test(values.email.trim()) ? null : "emailInvalid";
    case "phone": {
      if (values.phone.trim() === "") return isPhoneRequired(context) ? "phoneRequired" : null;
      return normalisePhone(values.phone, context.menuCountry) === null ? "phoneInvalid" : null;
    }
    case "carNumber":
      return minText(values.carNumber, "carNumberRequired", "carNumberMin");
    case "customDateTime":
      // Only a time the guest picked is held against the clock; "as soon as possible" never goes stale.
      if (values.asSoonAsPossible) return null;
      if (values.customDateTime.trim() === "") return "dateRequired";
      if (context.chosenDateTime === null || Number.isNaN(context.chosenDateTime)) return "dateInvalid";
      return isPastChosenTime(context.chosenDateTime, context.now) ? "datePast" : null;
    case "address":
      return minText(values.address, "addressRequired", "addressMin");
    case "checkout_terms":
      return values.checkout_terms ? null : "termsRequired";
  }
}

/** Every asked field's problem; an empty object means the form may be sent. */
export function checkCheckout(
  fields: readonly CheckoutField[],
  values: CheckoutValues,
  context: CheckoutRulesContext,
): Partial<Record<CheckoutField, CheckoutProblem>> {
  const problems: Partial<Record<CheckoutField, CheckoutProblem>> = {};
  for (const field of fields) {
    const problem = checkCheckoutField(field, values, context);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The phone as sent: E.164 for the menu's country, or empty when none was given. */
export function checkoutPhone(phone: string, menuCountry: string | null): string {
  return phone.trim() === "" ? "" : (normalisePhone(phone, menuCountry) ?? "");
}
