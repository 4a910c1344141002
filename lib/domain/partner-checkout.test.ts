import { toMilli } from "./money";
import {
  partnerCheckoutPath,
  paymentOptionsMode,
  redirectToOrderScreen,
  showPartnerCheckoutLink,
  showPartnerExtras,
  showRemoveTip,
  showTipsCard,
  showWalletCard,
  type PartnerCheckoutOrder,
} from "./partner-checkout";
import { WALLET_TEST_PHONE } from "./wallet";

const UUID = "8f14e45f-ceea-467f-a1b2-0c1d2e3f4a5b";

// A dine-in order of AED 84.42 at the partner venue, nothing paid, no tip, not split.
const order: PartnerCheckoutOrder = {
  uuid: UUID,
  status: "pending",
  phone: "+971501110001",
  tips: 0,
  balanceDue: toMilli(84.42),
  paymentTypes: [],
  splitCount: 0,
};

describe("the partner checkout shows more than the receipt (001 section 2)", () => {
  it("only with the integration on and the id equal to the active order id", () => {
    expect(showPartnerExtras({ partner: true, orderId: UUID, activeOrder: UUID })).toBe(true);
    expect(showPartnerExtras({ partner: false, orderId: UUID, activeOrder: UUID })).toBe(false);
    expect(showPartnerExtras({ partner: true, orderId: UUID, activeOrder: null })).toBe(false);
    expect(showPartnerExtras({ partner: true, orderId: UUID, activeOrder: "0b6f8a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b" })).toBe(false);
  });
});

describe("tips card: no split payments and no tip set", () => {
  it("shows on an unsplit order without a tip", () => {
    expect(showTipsCard(order)).toBe(true);
  });

  it("hides once a tip is set or the order is split", () => {
    expect(showTipsCard({ ...order, tips: toMilli(8.44) })).toBe(false);
    expect(showTipsCard({ ...order, splitCount: 3 })).toBe(false);
  });

  it("hides once the bill is paid in full: a tip then would reopen a settled bill", () => {
    expect(showTipsCard({ ...order, balanceDue: 0 })).toBe(false);
    expect(showTipsCard({ ...order, balanceDue: toMilli(0.01) })).toBe(true);
  });

  it("offers Remove Tip under canResetTips: tips exist, no payments, active order, and no split", () => {
    expect(showRemoveTip({ ...order, tips: toMilli(8.44) })).toBe(true);
    expect(showRemoveTip(order)).toBe(false);
    expect(showRemoveTip({ ...order, tips: toMilli(8.44), paymentTypes: ["blue_wallet"] })).toBe(false);
    expect(showRemoveTip({ ...order, tips: toMilli(8.44), splitCount: 2 })).toBe(false);
  });
});

describe("wallet card: no split payments, or payments of which none is the wallet's", () => {
  it("shows on an unsplit order, whatever was paid", () => {
    expect(showWalletCard(order)).toBe(true);
    expect(showWalletCard({ ...order, paymentTypes: ["blue_wallet"] })).toBe(true);
  });

  it("on a split order, shows only once payments exist and none is a wallet payment", () => {
    expect(showWalletCard({ ...order, splitCount: 3 })).toBe(false);
    expect(showWalletCard({ ...order, splitCount: 3, paymentTypes: ["card"] })).toBe(true);
    expect(showWalletCard({ ...order, splitCount: 3, paymentTypes: ["card", "blue_wallet"] })).toBe(false);
  });

  it("hides for the hard-coded test phone, however it is written", () => {
    expect(showWalletCard({ ...order, phone: WALLET_TEST_PHONE })).toBe(false);
    expect(showWalletCard({ ...order, phone: "+971 50 000 0000" })).toBe(false);
  });

  it("hides once nothing is left to pay", () => {
    expect(showWalletCard({ ...order, balanceDue: 0 })).toBe(false);
  });
});

describe("payment options card: default, configure split, pay a split", () => {
  it("pays the shares of a split order", () => {
    expect(paymentOptionsMode({ ...order, splitCount: 3 }, false)).toBe("pay_split");
    expect(paymentOptionsMode({ ...order, splitCount: 3, balanceDue: 0 }, true)).toBe("pay_split");
  });

  it("is the guest's choice otherwise: Split Bill configures, Cancel Split returns to default", () => {
    expect(paymentOptionsMode(order, false)).toBe("default");
    expect(paymentOptionsMode(order, true)).toBe("configure");
  });

  it("offers nothing on an unsplit order with nothing left to pay", () => {
    expect(paymentOptionsMode({ ...order, balanceDue: 0 }, false)).toBeNull();
  });
});

describe("status on the partner checkout (001 section 4)", () => {
  it("goes to the order screen for accepted or preparing", () => {
    expect(["pending", "accepted", "preparing", "fulfilled", "canceled", "rejected"].map(redirectToOrderScreen)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe("the order screen's link to the partner checkout", () => {
  const link = (changes: Partial<PartnerCheckoutOrder>, activeOrder: string | null = UUID, partner = true) =>
    showPartnerCheckoutLink({ partner, activeOrder, order: { ...order, ...changes } });

  it("shows for the active pending order of a partner venue with a balance due", () => {
    expect(link({})).toBe(true);
  });

  it("hides on other venues, for other orders, cancelled, accepted or paid orders", () => {
    expect(link({}, UUID, false)).toBe(false);
    expect(link({}, null)).toBe(false);
    expect(link({ status: "canceled" })).toBe(false);
    expect(link({ status: "rejected" })).toBe(false);
    expect(link({ status: "accepted" })).toBe(false);
    expect(link({ balanceDue: 0 })).toBe(false);
  });

  it("leads to /af-checkout/{id}/", () => {
    expect(partnerCheckoutPath(UUID)).toBe(`/af-checkout/${UUID}/`);
    expect(partnerCheckoutPath("a/b")).toBe("/af-checkout/a%2Fb/");
  });
});
