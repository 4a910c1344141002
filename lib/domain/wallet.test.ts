import { toMilli } from "./money";
import { canRedeemWallet, isRedeemableAmount, maxWalletRedeem, WALLET_OTP_LENGTH } from "./wallet";

describe("wallet redeem (001 section 4, Wallet)", () => {
  it("caps the amount at the wallet balance, or the balance due if lower", () => {
    expect(maxWalletRedeem(toMilli(150), toMilli(84.42))).toBe(toMilli(84.42));
    expect(maxWalletRedeem(toMilli(20), toMilli(84.42))).toBe(toMilli(20));
    expect(maxWalletRedeem(toMilli(50), toMilli(50))).toBe(toMilli(50));
  });

  it("never offers below zero (an empty wallet, a paid order)", () => {
    expect(maxWalletRedeem(0, toMilli(10))).toBe(0);
    expect(maxWalletRedeem(toMilli(10), 0)).toBe(0);
    expect(maxWalletRedeem(toMilli(-5), toMilli(10))).toBe(0);
  });

  it("enables Redeem only at 6 characters and while no call runs", () => {
    expect(WALLET_OTP_LENGTH).toBe(6);
    expect(canRedeemWallet({ otp: "12345", redeeming: false })).toBe(false);
    expect(canRedeemWallet({ otp: "123456", redeeming: false })).toBe(true);
    expect(canRedeemWallet({ otp: "123456", redeeming: true })).toBe(false);
    expect(canRedeemWallet({ otp: "1234567", redeeming: false })).toBe(false);
    expect(canRedeemWallet({ otp: "", redeeming: false })).toBe(false);
  });

  it("accepts an amount above 0 up to the cap, and nothing beyond", () => {
    const balance = toMilli(30);
    const due = toMilli(84.42);
    expect(isRedeemableAmount(toMilli(30), balance, due)).toBe(true);
    expect(isRedeemableAmount(toMilli(30.001), balance, due)).toBe(false);
    expect(isRedeemableAmount(0, balance, due)).toBe(false);
    expect(isRedeemableAmount(toMilli(84.42), toMilli(100), due)).toBe(true);
    expect(isRedeemableAmount(toMilli(84.421), toMilli(100), due)).toBe(false);
  });
});
