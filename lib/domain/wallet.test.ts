import { toMilli } from "./money";
import {
  canRedeemWallet,
  isRedeemableAmount,
  isWalletTestPhone,
  maxWalletRedeem,
  parseRedeemAmount,
  WALLET_OTP_LENGTH,
  WALLET_TEST_PHONE,
  walletBalanceKnown,
  walletRedeemCap,
} from "./wallet";

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

describe("the wallet card's test phone, disclosed balance and redeem amount", () => {
  it("knows the hard-coded test phone in E.164 and as typed with spaces", () => {
    expect(WALLET_TEST_PHONE).toBe("+971500000000");
    expect(isWalletTestPhone("+971500000000")).toBe(true);
    expect(isWalletTestPhone("+971 50 000 0000")).toBe(true);
    expect(isWalletTestPhone("+971501110001")).toBe(false);
    expect(isWalletTestPhone("")).toBe(false);
  });

  it("reads the venue API's withheld answer (name '' and balance 0) as an unknown balance", () => {
    expect(walletBalanceKnown({ name: "", balance: 0 })).toBe(false);
    expect(walletBalanceKnown({ name: null, balance: 0 })).toBe(false);
    expect(walletBalanceKnown({ name: "Aisha Rahman", balance: 0 })).toBe(true);
    expect(walletBalanceKnown({ name: "", balance: toMilli(250) })).toBe(true);
  });

  it("caps at the lower of a known balance and the balance due, else at the balance due", () => {
    expect(walletRedeemCap({ name: "Aisha Rahman", balance: toMilli(250) }, toMilli(92.86), 2)).toBe(toMilli(92.86));
    expect(walletRedeemCap({ name: "Omar Haddad", balance: toMilli(75.5) }, toMilli(92.86), 2)).toBe(toMilli(75.5));
    expect(walletRedeemCap({ name: "", balance: 0 }, toMilli(92.86), 2)).toBe(toMilli(92.86));
    expect(walletRedeemCap({ name: "", balance: 0 }, toMilli(-1), 2)).toBe(0);
  });

  it("takes the cap down to amounts the guest can type at the menu's decimal places", () => {
    expect(walletRedeemCap({ name: "", balance: 0 }, toMilli(10.005), 2)).toBe(toMilli(10));
    expect(walletRedeemCap({ name: "", balance: 0 }, toMilli(10.005), 3)).toBe(toMilli(10.005));
  });

  it("reads the amount typed: above 0 and at most the cap", () => {
    const cap = toMilli(92.86);
    expect(parseRedeemAmount("20", 2, cap)).toEqual({ ok: true, amount: toMilli(20) });
    expect(parseRedeemAmount("92.86", 2, cap)).toEqual({ ok: true, amount: cap });
    expect(parseRedeemAmount("92.87", 2, cap)).toEqual({ ok: false, error: "above_maximum" });
    expect(parseRedeemAmount("0", 2, cap)).toEqual({ ok: false, error: "not_positive" });
    expect(parseRedeemAmount("-5", 2, cap)).toEqual({ ok: false, error: "not_positive" });
    expect(parseRedeemAmount("abc", 2, cap)).toEqual({ ok: false, error: "not_a_number" });
  });
});
