import type { PaymentType } from "./payment-type";

/** Message keys for 'SUBMIT ORDER', 'PAY NOW', 'SUBMITTING', 'REDIRECTING ...'. */
export type SubmitLabel = "submitOrder" | "payNow" | "submitting" | "redirecting";

export interface SubmitButtonInput {
  formValid: boolean;
  submitting: boolean;
  paymentType: PaymentType | null;
  /** The menu's payment_enabled flag. */
  onlinePaymentEnabled: boolean;
  /** The menu's al_futtaim_enabled flag. */
  partner: boolean;
  /** From discountsLoading: a coupon, employee discount or loyalty discount is loading. */
  discountsLoading: boolean;
  /** From geofenceBlocksOrder: the dine-in geofence applies and does not allow the order yet. */
  geofenceBlocked: boolean;
  /** From shownLocationConfirmed: the place shown is not the one the order would be sent to (issue 24 item 6). */
  locationUnconfirmed?: boolean;
  /** The menu's WhatsApp settings. */
  enableWhatsappOrder: boolean;
  whatsappNumber: string | null;
  enableUserSendWhatsapp: boolean;
}

export interface SubmitButtonState {
  /** A WhatsApp-styled order button replaces the plain one. */
  whatsapp: boolean;
  label: SubmitLabel;
  disabled: boolean;
}

/** "A WhatsApp-styled order button replaces it when WhatsApp ordering is enabled, the number is set and user-send is enabled." */
export function usesWhatsappButton(
  input: Pick<SubmitButtonInput, "enableWhatsappOrder" | "whatsappNumber" | "enableUserSendWhatsapp">,
): boolean {
  return input.enableWhatsappOrder && (input.whatsappNumber ?? "").trim() !== "" && input.enableUserSendWhatsapp;
}

/**
 * Label: while submitting, 'REDIRECTING ...' for card payment (the browser is about to go to the
 * gateway) and 'SUBMITTING' otherwise; at rest 'PAY NOW' when online payment is enabled, the type is
 * card and the venue is not al_futtaim (whose guests pay later on the partner checkout), else
 * 'SUBMIT ORDER'. Disabled while the form is invalid, submitting, a discount is loading, or the
 * geofence has not allowed the order ("submit requires status READY, allowed true and a current location"),
 * or while the place shown is not the one the order would go to.
 */
export function submitButtonState(input: SubmitButtonInput): SubmitButtonState {
  return {
    whatsapp: usesWhatsappButton(input),
    label: submitLabel(input),
    disabled: !input.formValid || input.submitting || input.discountsLoading || input.geofenceBlocked || input.locationUnconfirmed === true,
  };
}

function submitLabel(input: SubmitButtonInput): SubmitLabel {
  if (input.submitting) return input.paymentType === "card" ? "redirecting" : "submitting";
  if (input.onlinePaymentEnabled && input.paymentType === "card" && !input.partner) return "payNow";
  return "submitOrder";
}

/** "When WhatsApp ordering is enabled and online payment is not, a WhatsApp message with order details opens." */
export function opensWhatsappAfterOrder(input: { enableWhatsappOrder: boolean; onlinePaymentEnabled: boolean }): boolean {
  return input.enableWhatsappOrder && !input.onlinePaymentEnabled;
}
