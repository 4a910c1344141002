// The one reader of the settings that the guest app (lib/config/env.ts), the venue API
// (server/runtime.ts), the venue CLI, `npm start` and the start checks (server/http/production-checks.ts)
// all read. On the ground floor: server/ imports it, never the other way.

/** Environment variables as process.env holds them. */
export type SettingsEnv = Readonly<Record<string, string | undefined>>;

/** The salt of the demo's QR codes: public (it is in this repository), so never a production salt. */
export const DEFAULT_LOCATION_TOKEN_SALT = "carte-demo-salt" as const;

/** A variable's value trimmed; unset, empty and blank are all "not set" (null). */
export function readSetting(env: SettingsEnv, name: string): string | null {
  const value = env[name];
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** LOCATION_TOKEN_SALT, else the demo salt. */
export function locationTokenSalt(env: SettingsEnv): string {
  return readSetting(env, "LOCATION_TOKEN_SALT") ?? DEFAULT_LOCATION_TOKEN_SALT;
}

/** Whether LOCATION_TOKEN_SALT is missing or the public demo salt. */
export function usesDemoSalt(env: SettingsEnv): boolean {
  return locationTokenSalt(env) === DEFAULT_LOCATION_TOKEN_SALT;
}

/** PUBLIC_URL without trailing slashes; null when not set. */
export function publicUrl(env: SettingsEnv): string | null {
  const value = readSetting(env, "PUBLIC_URL");
  if (value === null) return null;
  const origin = value.replace(/\/+$/, "");
  return origin === "" ? null : origin;
}

/** API_URL without trailing slashes (the venue API elsewhere); null: the API mounted in this process. */
export function apiUrl(env: SettingsEnv): string | null {
  const value = readSetting(env, "API_URL")?.replace(/\/+$/, "") ?? "";
  return value === "" ? null : value;
}

/** The venue API base the guest app's server calls: API_URL, else this process's own /backend on PORT. */
export function apiBaseUrl(env: SettingsEnv): string {
  return apiUrl(env) ?? `http://127.0.0.1:${listenPort(env)}/backend`;
}

/** PORT, else 3000. */
export function listenPort(env: SettingsEnv): string {
  return readSetting(env, "PORT") ?? "3000";
}

/** An on/off switch: unset is `fallback`; anything but on or off throws, naming the variable. */
export function readSwitch(env: SettingsEnv, name: string, fallback: boolean): boolean {
  const value = readSetting(env, name)?.toLowerCase() ?? null;
  if (value === null) return fallback;
  if (value === "on" || value === "off") return value === "on";
  throw new Error(`${name} must be on or off, not "${value}".`);
}

/** PAGE_CACHE: the front server keeps Next's cached pages two seconds (server/http/page-cache.ts); on by default. */
export function pageCacheOn(env: SettingsEnv): boolean {
  return readSwitch(env, "PAGE_CACHE", true);
}

/** COMPRESS: the front server gzips its answers (server/http/secure-response.ts); on by default. */
export function compressOn(env: SettingsEnv): boolean {
  return readSwitch(env, "COMPRESS", true);
}

/** DEFAULT_LICENSE: every host serves this venue; null when not set. */
export function defaultLicense(env: SettingsEnv): string | null {
  return readSetting(env, "DEFAULT_LICENSE");
}

/** SITE_NAME, else "Carte". */
export function siteName(env: SettingsEnv): string {
  return readSetting(env, "SITE_NAME") ?? "Carte";
}

/** The database: DATABASE_URL (PostgreSQL), else PGlite in PGLITE_DIR (default .data/pglite). */
export function databaseSettings(env: SettingsEnv): { url: string | null; dataDir: string } {
  return { url: readSetting(env, "DATABASE_URL"), dataDir: readSetting(env, "PGLITE_DIR") ?? ".data/pglite" };
}

const STRIPE_SECRET_KEY = /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/;
const STRIPE_WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/=_-]+$/;

/**
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: stripe venues pay through Stripe Checkout. Both or
 * neither; null when neither is set. Throws, naming the variable (never echoing a secret), for a
 * value Stripe would refuse, so the server refuses to start rather than fail at a guest's payment.
 */
export function stripeKeys(env: SettingsEnv): { secretKey: string; webhookSecret: string } | null {
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

/** A VAPID key pair (RFC 8292) in the base64url form browsers and web-push take, and the contact it names. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The subject of the demo's generated pair: a contact the push services accept, never a real inbox. */
export const DEMO_VAPID_SUBJECT = "mailto:carte-demo@example.com" as const;

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const base64urlBytes = (value: string) => (BASE64URL.test(value) ? Buffer.from(value, "base64url") : null);

/**
 * VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (issue 29): the pair web push is sent with
 * (`npx web-push generate-vapid-keys`) and the operator's contact (mailto: or https:). The two keys
 * together or neither; null when neither is set (the demo then makes up its own pair on first start,
 * server/services/push/vapid.ts). Throws, naming the variable and never echoing the private key, for
 * a value a push service would refuse, so the server refuses to start rather than fail at a guest's order.
 */
export function vapidKeys(env: SettingsEnv): VapidKeys | null {
  const publicKey = readSetting(env, "VAPID_PUBLIC_KEY");
  const privateKey = readSetting(env, "VAPID_PRIVATE_KEY");
  const subject = readSetting(env, "VAPID_SUBJECT");
  if (publicKey === null && privateKey === null) {
    if (subject !== null) throw new Error("VAPID_SUBJECT is set without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set all three, or none.");
    return null;
  }
  if (publicKey === null || privateKey === null) {
    throw new Error(
      `${publicKey === null ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"} is set without its pair: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither.`,
    );
  }
  const point = base64urlBytes(publicKey);
  if (point === null || point.length !== 65 || point[0] !== 4) {
    throw new Error(
      "VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (87 characters, from `npx web-push generate-vapid-keys`).",
    );
  }
  if (base64urlBytes(privateKey)?.length !== 32) {
    throw new Error("VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters, from `npx web-push generate-vapid-keys`).");
  }
  if (subject === null)
    throw new Error("VAPID_SUBJECT is required with the VAPID keys: mailto:ops@example.com or an https: address of the operator.");
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+(\/\S*)?)$/i.test(subject)) {
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: address of the operator, not "${subject.slice(0, 40)}".`);
  }
  return { publicKey, privateKey, subject };
}
