import type { Milli } from "./money";

/** Selector values, in the selector's order; labels Cash, Card Machine, Online Payments. */
export const PAYMENT_TYPES = ["cash", "machine", "card"] as const;

export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Every value an order's payments may carry; loyalty and blue_wallet are never chosen in the selector. */
export type OrderPaymentType = PaymentType | "loyalty" | "blue_wallet";

export const DEFAULT_PAYMENT_TYPE: PaymentType = "cash";

export interface PaymentMenuFlags {
  enable_payment_type?: boolean | null;
  enable_cash?: boolean | null;
  enable_card_machine?: boolean | null;
  /** Online card payment. */
  payment_enabled?: boolean | null;
}

export function isPaymentType(value: unknown): value is PaymentType {
  return typeof value === "string" && (PAYMENT_TYPES as readonly string[]).includes(value);
}

export function availablePaymentTypes(menu: PaymentMenuFlags): PaymentType[] {
  const enabled: Record<PaymentType, boolean> = {
    cash: menu.enable_cash === true,
    machine: menu.enable_card_machine === true,
    card: menu.payment_enabled === true,
  };
  return PAYMENT_TYPES.filter((type) => enabled[type]);
}

/** enable_payment_type shows the selector; with no type enabled there is nothing to choose from. */
export function paymentTypesEnabled(menu: PaymentMenuFlags): boolean {
  return menu.enable_payment_type === true && availablePaymentTypes(menu).length > 0;
}

/** "Default is the stored value or cash." An unknown stored value counts as absent. */
export function initialPaymentType(stored: unknown): PaymentType {
  return isPaymentType(stored) ? stored : DEFAULT_PAYMENT_TYPE;
}

export interface AutoPaymentTypeInput {
  total: Milli;
  /** The menu's payment_enabled flag. */
  onlinePaymentEnabled: boolean;
  /** The guest's explicit choice, null until the guest picks one. */
  chosen: PaymentType | null;
  /**
   * The order goes on a table's tab (enable_table_tab, at a table): others at the table still join it
   * and each pays later from the tab, so the first phone is not steered into paying the whole first round.
   */
  tableTab?: boolean;
}

/**
 * "Automatic default on totals: total above 0, online payment enabled and none chosen gives card;
 * total above 0 with online payments not enabled and none chosen, or total 0, gives cash."
 * A total of 0 forces cash even over a choice (nothing is left to pay online). A stored card choice at
 * a venue whose online payment is now off counts as no choice, so the order never asks for a gateway
 * that does not exist. On a table's tab nothing online is preselected (issue 24 item 9): the guest may
 * still choose it.
 */
export function autoPaymentType({ total, onlinePaymentEnabled, chosen, tableTab = false }: AutoPaymentTypeInput): PaymentType {
  if (total <= 0) return "cash";
  const validChoice = chosen === "card" && !onlinePaymentEnabled ? null : chosen;
  if (validChoice !== null) return validChoice;
  return onlinePaymentEnabled && !tableTab ? "card" : "cash";
}
