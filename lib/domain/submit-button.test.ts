import { opensWhatsappAfterOrder, submitButtonState, usesWhatsappButton, type SubmitButtonInput, type SubmitLabel } from "./submit-button";

const atRest: SubmitButtonInput = {
  formValid: true,
  submitting: false,
  paymentType: "cash",
  onlinePaymentEnabled: true,
  partner: false,
  discountsLoading: false,
  geofenceBlocked: false,
  enableWhatsappOrder: false,
  whatsappNumber: null,
  enableUserSendWhatsapp: false,
};

describe("submit button label: 'SUBMIT ORDER', 'PAY NOW', 'SUBMITTING', 'REDIRECTING ...' (spec 001 section 4)", () => {
  it.each<[string, Partial<SubmitButtonInput>, SubmitLabel]>([
    ["default: SUBMIT ORDER", {}, "submitOrder"],
    ["cash with online payment enabled", { paymentType: "cash" }, "submitOrder"],
    ["card machine", { paymentType: "machine" }, "submitOrder"],
    ["PAY NOW: online enabled, card, not al_futtaim", { paymentType: "card" }, "payNow"],
    ["card at the al_futtaim venue stays SUBMIT ORDER", { paymentType: "card", partner: true }, "submitOrder"],
    ["card with online payment not enabled stays SUBMIT ORDER", { paymentType: "card", onlinePaymentEnabled: false }, "submitOrder"],
    ["SUBMITTING while submitting cash", { submitting: true }, "submitting"],
    ["SUBMITTING while submitting machine", { submitting: true, paymentType: "machine" }, "submitting"],
    ["REDIRECTING while submitting with card", { submitting: true, paymentType: "card" }, "redirecting"],
    ["REDIRECTING for card even at the partner venue", { submitting: true, paymentType: "card", partner: true }, "redirecting"],
    ["no payment type", { paymentType: null }, "submitOrder"],
  ])("%s", (_case, change, expected) => {
    expect(submitButtonState({ ...atRest, ...change }).label).toBe(expected);
  });
});

describe("submit button disabled state", () => {
  it("is enabled when valid and idle", () => {
    expect(submitButtonState(atRest).disabled).toBe(false);
  });

  it.each<[string, Partial<SubmitButtonInput>]>([
    ["the form is invalid", { formValid: false }],
    ["submitting", { submitting: true }],
    ["a coupon, employee discount or loyalty discount is loading", { discountsLoading: true }],
    ["the geofence has not allowed the order", { geofenceBlocked: true }],
  ])("is disabled when %s", (_case, change) => {
    expect(submitButtonState({ ...atRest, ...change }).disabled).toBe(true);
  });
});

describe("WhatsApp order button: 'enabled, the number is set and user-send is enabled'", () => {
  type WhatsappSettings = Parameters<typeof usesWhatsappButton>[0];
  const whatsapp: WhatsappSettings = { enableWhatsappOrder: true, whatsappNumber: "+97150000000", enableUserSendWhatsapp: true };

  it("replaces the submit button when all three hold", () => {
    expect(usesWhatsappButton(whatsapp)).toBe(true);
    expect(submitButtonState({ ...atRest, ...whatsapp }).whatsapp).toBe(true);
  });

  it.each<[string, Partial<WhatsappSettings>]>([
    ["enable_whatsapp_order off", { enableWhatsappOrder: false }],
    ["no whatsapp_number", { whatsappNumber: null }],
    ["an empty whatsapp_number", { whatsappNumber: "" }],
    ["a blank whatsapp_number", { whatsappNumber: "  " }],
    ["enable_user_send_whatsapp off", { enableUserSendWhatsapp: false }],
  ])("does not replace it with %s", (_case, change) => {
    expect(usesWhatsappButton({ ...whatsapp, ...change })).toBe(false);
    expect(submitButtonState({ ...atRest, ...whatsapp, ...change }).whatsapp).toBe(false);
  });

  it("keeps the same disabled rules", () => {
    expect(submitButtonState({ ...atRest, ...whatsapp, formValid: false }).disabled).toBe(true);
  });
});

describe("opensWhatsappAfterOrder: 'WhatsApp ordering is enabled and online payment is not'", () => {
  it.each<[boolean, boolean, boolean]>([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])("whatsapp %s, online %s -> %s", (enableWhatsappOrder, onlinePaymentEnabled, expected) => {
    expect(opensWhatsappAfterOrder({ enableWhatsappOrder, onlinePaymentEnabled })).toBe(expected);
  });
});
