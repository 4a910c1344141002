import {
  activeOrderAnswer,
  fullPaymentPayload,
  loyaltyPromotionsAnswer,
  loyaltyPromotionsPayload,
  splitCreatePayload,
  splitPayPayload,
  tipsPayload,
  verifyEmployeeAnswer,
  walletAnswer,
  walletRedeemPayload,
} from "./partner";
import { sampleLineItem } from "./test-fixtures";

describe("wallet", () => {
  it("reads the wallet, and the empty object sent on failure as null", () => {
    expect(walletAnswer.parse({ name: "Layla", balance: "120.500", wallet_id: 7788 })).toEqual({
      name: "Layla",
      balance: 120.5,
      wallet_id: "7788",
    });
    expect(walletAnswer.parse({})).toBeNull();
  });

  it("redeems with an OTP of exactly 6 digits (001 section 9)", () => {
    const redeem = { wallet_id: "7788", amount: 20, otp: "123456" };
    expect(walletRedeemPayload.parse(redeem)).toEqual(redeem);
    expect(walletRedeemPayload.safeParse({ ...redeem, otp: "12345" }).success).toBe(false);
    expect(walletRedeemPayload.safeParse({ ...redeem, otp: "1234567" }).success).toBe(false);
    expect(walletRedeemPayload.safeParse({ ...redeem, otp: "12345a" }).success).toBe(false);
    expect(walletRedeemPayload.safeParse({ ...redeem, amount: 0 }).success).toBe(false);
  });
});

describe("split payments: 2 to 6 guests (001 section 9)", () => {
  const share = (guests: number) => Array.from({ length: guests }, () => 10);

  it("accepts 2 to 6 shares and rejects 1 or 7", () => {
    for (const guests of [2, 3, 4, 5, 6]) {
      expect(splitCreatePayload.safeParse({ order_id: "o-1", split_amounts: share(guests) }).success).toBe(true);
    }
    expect(splitCreatePayload.safeParse({ order_id: "o-1", split_amounts: share(1) }).success).toBe(false);
    const seven = splitCreatePayload.safeParse({ order_id: "o-1", split_amounts: share(7) });
    expect(seven.success).toBe(false);
    expect(seven.error?.issues[0]?.message).toBe("Max upto 6 guests");
  });

  it("sends shares as numbers, settled to thousandths", () => {
    expect(splitCreatePayload.parse({ order_id: 55, split_amounts: ["8.775", 8.775] })).toEqual({
      order_id: "55",
      split_amounts: [8.775, 8.775],
    });
  });

  it("pays one split or the full amount in the guest's language", () => {
    expect(splitPayPayload.parse({ order_id: "o-1", split_payment_uuid: "s1", selected_language: "ar" }).selected_language).toBe("ar");
    expect(splitPayPayload.safeParse({ order_id: "o-1", split_payment_uuid: "s1", selected_language: "pt" }).success).toBe(false);
    expect(fullPaymentPayload.safeParse({ order_id: "o-1", payment_options: "full", selected_language: "en" }).success).toBe(true);
    expect(fullPaymentPayload.safeParse({ order_id: "o-1", payment_options: "split", selected_language: "en" }).success).toBe(false);
  });
});

describe("other partner calls", () => {
  it("reads the active order", () => {
    expect(activeOrderAnswer.parse({ order_id: "o-1", common_order: true })).toEqual({ order_id: "o-1", common_order: true });
    expect(activeOrderAnswer.parse({ order_id: null })).toEqual({ order_id: null, common_order: false });
  });

  it("asks for loyalty promotions and keeps the partner's own discount fields", () => {
    const request = { emenu_id: 42, cart_items: [sampleLineItem], employee_id: null, order_type: "dine_in" };
    expect(loyaltyPromotionsPayload.parse(request).cart_items).toHaveLength(1);
    expect(loyaltyPromotionsPayload.safeParse({ ...request, order_type: "room_service" }).success).toBe(false);
    // An employee id sent empty is none (issue 11 item 14), as null or a missing key.
    expect(loyaltyPromotionsPayload.parse({ ...request, employee_id: "" }).employee_id).toBeNull();
    expect(loyaltyPromotionsPayload.parse({ emenu_id: 42, cart_items: [sampleLineItem], order_type: "dine_in" }).employee_id).toBeNull();
    const answer = [{ name: "Happy hour", discounts: [{ discountSum: "3.500", programId: "p-9" }] }];
    expect(loyaltyPromotionsAnswer.parse(answer)).toEqual([{ name: "Happy hour", discounts: [{ discountSum: 3.5, programId: "p-9" }] }]);
    expect(loyaltyPromotionsAnswer.parse(null)).toEqual([]);
  });

  it("verifies an employee, with the phone when known", () => {
    expect(verifyEmployeeAnswer.parse({ employee_id: "E-12", employee_phone: "+97150000000" })).toEqual({
      employee_id: "E-12",
      employee_phone: "+97150000000",
    });
    expect(verifyEmployeeAnswer.parse({ employee_id: 12, employee_phone: "" })).toEqual({ employee_id: "12", employee_phone: null });
  });

  it("saves tips of 0 or more", () => {
    expect(tipsPayload.parse({ order_uuid: "u-1", tips_amount: "2.750" })).toEqual({ order_uuid: "u-1", tips_amount: 2.75 });
    expect(tipsPayload.safeParse({ order_uuid: "u-1", tips_amount: -1 }).success).toBe(false);
  });
});
