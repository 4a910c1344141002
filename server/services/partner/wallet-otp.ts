import { Secret, TOTP } from "otpauth";

/** RFC 6238 as authenticator apps default to it: HMAC-SHA1, 6 digits (001 section 9: "OTP 6 digits"), 30 s steps. */
export const WALLET_OTP = { digits: 6, periodSeconds: 30, algorithm: "SHA1" } as const;
/** One step either side: the owner's phone clock may be a little off, or the OTP typed just as it turned over. */
export const WALLET_OTP_WINDOW = 1;
/** Wrong OTPs in a row that lock a wallet, and for how long. */
export const WALLET_OTP_MAX_FAILURES = 5;
export const WALLET_OTP_LOCK_MS = 15 * 60_000;

function totp(secret: string): TOTP {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    digits: WALLET_OTP.digits,
    period: WALLET_OTP.periodSeconds,
    algorithm: WALLET_OTP.algorithm,
  });
}

/** The OTP the owner's wallet app shows at `at` (tests and the demo's tooling compute it the same way). */
export function walletOtp(secret: string, at: Date): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}

/**
 * The 30-second step whose OTP `token` is, within one step of `at`, or null. A wallet without a
 * secret accepts nothing. The caller refuses a step at or before the last one used, so that an OTP
 * is accepted once.
 */
export function matchWalletOtp(secret: string, token: string, at: Date): number | null {
  if (secret === "" || !/^\d{6}$/.test(token)) return null;
  const generator = totp(secret);
  const delta = generator.validate({ token, timestamp: at.getTime(), window: WALLET_OTP_WINDOW });
  return delta === null ? null : generator.counter({ timestamp: at.getTime() }) + delta;
}
