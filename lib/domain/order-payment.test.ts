import { toMilli } from "./money";
import {
  mayThankGuest,
  orderPaymentState,
  otherPaymentTypes,
  unpaidOrderActions,
  waitsOnOnlinePayment,
  type OrderPaymentFacts,
  type OrderPaymentState,
} from "./order-payment";

// An order of AED 90.20 (the demo's Grilled hammour 84, VAT 5 % and a service fee of 2).
const TOTAL = toMilli(90.2);
const card = (facts: Partial<OrderPaymentFacts> = {}): OrderPaymentFacts => ({
  paymentType: "card",
  total: TOTAL,
  balanceDue: TOTAL,
  lastOnlinePayment: "PENDING",
  ...facts,
});

describe("orderPaymentState: the payment state from the order's data", () => {
  it.each<[string, OrderPaymentFacts, OrderPaymentState]>([
    ["a card order whose payment is open", card(), "awaiting"],
    ["a card order with no payment started yet", card({ lastOnlinePayment: null }), "awaiting"],
    ["a card order whose last payment was declined", card({ lastOnlinePayment: "FAILED" }), "failed"],
    ["a card order with nothing left to pay", card({ balanceDue: 0, lastOnlinePayment: "PAID" }), "paid"],
    ["a card order of total 0 (no payment is started)", card({ total: 0, balanceDue: 0, lastOnlinePayment: null }), "paid"],
    ["a cash order", card({ paymentType: "cash", lastOnlinePayment: null }), "at_venue"],
    ["a card machine order", card({ paymentType: "machine", lastOnlinePayment: null }), "at_venue"],
    ["an order switched to cash after a declined payment", card({ paymentType: "cash", lastOnlinePayment: "FAILED" }), "at_venue"],
    ["an answer without a payment type", card({ paymentType: null }), "at_venue"],
  ])("%s", (_, facts, state) => {
    expect(orderPaymentState(facts)).toBe(state);
  });

  it("a declined payment followed by a new open one is awaiting again (Try again)", () => {
    expect(orderPaymentState(card({ lastOnlinePayment: "PENDING" }))).toBe("awaiting");
  });
});

describe("mayThankGuest: a guest is never thanked for an unpaid order", () => {
  it.each<[OrderPaymentState, boolean]>([
    ["awaiting", false],
    ["failed", false],
    ["paid", true],
    ["at_venue", true],
  ])("%s -> %s", (state, thanks) => {
    expect(mayThankGuest(state)).toBe(thanks);
    expect(waitsOnOnlinePayment(state)).toBe(!thanks);
  });
});

describe("otherPaymentTypes: the ways to pay at the venue the menu offers", () => {
  const all = { enable_payment_type: true, enable_cash: true, enable_card_machine: true, payment_enabled: true };
  it("cash and card machine, in the selector's order, never card", () => {
    expect(otherPaymentTypes(all)).toEqual(["cash", "machine"]);
  });
  it("only the enabled ones", () => {
    expect(otherPaymentTypes({ ...all, enable_cash: false })).toEqual(["machine"]);
    expect(otherPaymentTypes({ ...all, enable_card_machine: false })).toEqual(["cash"]);
  });
  it("none where the venue shows no payment type selector (online payment only)", () => {
    expect(otherPaymentTypes({ ...all, enable_payment_type: false })).toEqual([]);
  });
});

describe("unpaidOrderActions", () => {
  const menu = { enable_payment_type: true, enable_cash: true, enable_card_machine: false, payment_enabled: true };
  it("Try again and the other ways for a failed or awaiting order", () => {
    expect(unpaidOrderActions({ state: "failed", cancelled: false, menu })).toEqual({ retry: true, otherTypes: ["cash"] });
    expect(unpaidOrderActions({ state: "awaiting", cancelled: false, menu })).toEqual({ retry: true, otherTypes: ["cash"] });
  });
  it("nothing for a paid, pay-at-venue or cancelled order", () => {
    const none = { retry: false, otherTypes: [] };
    expect(unpaidOrderActions({ state: "paid", cancelled: false, menu })).toEqual(none);
    expect(unpaidOrderActions({ state: "at_venue", cancelled: false, menu })).toEqual(none);
    expect(unpaidOrderActions({ state: "failed", cancelled: true, menu })).toEqual(none);
  });
});
