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
