import { matchWalletOtp, walletOtp } from "./wallet-otp";

// RFC 6238 appendix B, SHA1 with the secret "12345678901234567890" (base32 below): the 8-digit
// values 94287082 at T=59 s and 07081804 at T=1111111109 s end in these 6 digits.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const at = (seconds: number) => new Date(seconds * 1000);

describe("walletOtp / matchWalletOtp (RFC 6238, 6 digits, 30 s)", () => {
  it("computes the RFC 6238 test vectors", () => {
    expect(walletOtp(RFC_SECRET, at(59))).toBe("287082");
    expect(walletOtp(RFC_SECRET, at(1111111109))).toBe("081804");
  });

  it("matches an OTP within one step either side and answers its step", () => {
    const step = Math.floor(1111111109 / 30);
    expect(matchWalletOtp(RFC_SECRET, "081804", at(1111111109))).toBe(step);
    expect(matchWalletOtp(RFC_SECRET, "081804", at(1111111109 + 30))).toBe(step);
    expect(matchWalletOtp(RFC_SECRET, "081804", at(1111111109 - 30))).toBe(step);
    expect(matchWalletOtp(RFC_SECRET, "081804", at(1111111109 + 60))).toBeNull();
  });

  it("matches nothing for a wallet without a secret or a token that is not 6 digits", () => {
    expect(matchWalletOtp("", "081804", at(1111111109))).toBeNull();
    expect(matchWalletOtp(RFC_SECRET, "81804", at(1111111109))).toBeNull();
    expect(matchWalletOtp(RFC_SECRET, "0818045", at(1111111109))).toBeNull();
  });
});
