// The one reader of the settings that the guest app (lib/config/env.ts), the venue API
// (server/runtime.ts), the venue CLI and the start checks (server/http/production-checks.mjs) all
// read. Plain ESM, so that `node scripts/start.mjs` can use it without a TypeScript loader.

/** The salt of the demo's QR codes: public (it is in this repository), so never a production salt. */
export const DEFAULT_LOCATION_TOKEN_SALT = "carte-demo-salt";

/** A variable's value trimmed; unset, empty and blank are all "not set" (null). */
export function readSetting(env, name) {
  const value = env[name];
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** LOCATION_TOKEN_SALT, else the demo salt. */
export function locationTokenSalt(env) {
  return readSetting(env, "LOCATION_TOKEN_SALT") ?? DEFAULT_LOCATION_TOKEN_SALT;
}

/** Whether LOCATION_TOKEN_SALT is missing or the public demo salt. */
export function usesDemoSalt(env) {
  return locationTokenSalt(env) === DEFAULT_LOCATION_TOKEN_SALT;
}

/** PUBLIC_URL without trailing slashes; null when not set. */
export function publicUrl(env) {
  const value = readSetting(env, "PUBLIC_URL");
  if (value === null) return null;
  const origin = value.replace(/\/+$/, "");
  return origin === "" ? null : origin;
}

const STRIPE_SECRET_KEY = /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/;
const STRIPE_WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/=_-]+$/;

/**
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: stripe venues pay through Stripe Checkout. Both or
 * neither; null when neither is set. Throws, naming the variable (never echoing a secret), for a
 * value Stripe would refuse, so the server refuses to start rather than fail at a guest's payment.
 */
export function stripeKeys(env) {
  const secretKey = readSetting(env, "STRIPE_SECRET_KEY");
  const webhookSecret = readSetting(env, "STRIPE_WEBHOOK_SECRET");
  if (secretKey === null && webhookSecret === null) return null;
  if (secretKey === null) {
    throw new Error("STRIPE_WEBHOOK_SECRET is set without STRIPE_SECRET_KEY: set both for Stripe Checkout, or neither.");
  }
  if (!STRIPE_SECRET_KEY.test(secretKey)) {
    const kind = secretKey.startsWith("pk_") ? "a publishable key" : `"${secretKey.slice(0, 3)}…"`;
    throw new Error(`STRIPE_SECRET_KEY must be a secret or restricted key (sk_live_…, sk_test_…, rk_…), not ${kind}.`);
  }
  if (webhookSecret === null) {
    throw new Error(
      "STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY: without Stripe's webhook, a guest who closes the page after paying leaves the payment PENDING.",
    );
  }
  if (!STRIPE_WEBHOOK_SECRET.test(webhookSecret)) {
    throw new Error("STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…).");
  }
  return { secretKey, webhookSecret };
}
