// What a server of this app refuses to start with (`npm start`, `npm run api`): a setting it cannot
// read, or, in production on a public host, the public demo salt of the table tokens, DEFAULT_LICENSE
// without PUBLIC_URL, or no VAPID pair of its own (web push, issue 29).
import { isIP } from "node:net";
import { parseTrustedProxyCount } from "./client-address";
import {
  DEFAULT_LOCATION_TOKEN_SALT,
  compressOn,
  defaultLicense,
  pageCacheOn,
  publicUrl,
  readSetting,
  stripeKeys,
  usesDemoSalt,
  vapidKeys,
  type SettingsEnv,
} from "../../lib/config/settings";

/** localhost, *.localhost, 127.0.0.0/8 and ::1: names only this machine reaches. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "");
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  if (isIP(name) === 4) return name.startsWith("127.");
  return name === "::1" || /^::ffff:127\./.test(name);
}

/**
 * Production on a public host: NODE_ENV=production, and either PUBLIC_URL names a host other
 * than this machine's loopback, or the server listens on more than loopback (`listenHost` unset,
 * 0.0.0.0 and :: listen on every interface).
 */
export function isPublicProduction(env: SettingsEnv, listenHost: string | null | undefined): boolean {
  if (readSetting(env, "NODE_ENV") !== "production") return false;
  const origin = publicUrl(env);
  if (origin !== null) {
    try {
      if (!isLoopbackHost(new URL(origin).hostname)) return true;
    } catch {
      return true;
    }
  }
  return listenHost === null || listenHost === undefined || listenHost === "" || !isLoopbackHost(listenHost);
}

/** Every reason not to start, one sentence each; empty when the server may start. */
export function startupProblems(env: SettingsEnv, { listenHost }: { listenHost: string | null | undefined }): string[] {
  const problems: string[] = [];
  try {
    parseTrustedProxyCount(env.TRUSTED_PROXY_COUNT);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  try {
    stripeKeys(env);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  let vapid: ReturnType<typeof vapidKeys> | undefined;
  try {
    vapid = vapidKeys(env);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  for (const check of [pageCacheOn, compressOn]) {
    try {
      check(env);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  const origin = publicUrl(env);
  if (origin !== null && !/^https?:\/\/[^/?#\s]+$/i.test(origin)) {
    problems.push(`PUBLIC_URL must be an origin such as https://menu.example.com, not "${origin}".`);
  }
  if (isPublicProduction(env, listenHost) && usesDemoSalt(env)) {
    const where = origin ?? `listening on ${listenHost || "every interface"}`;
    problems.push(
      `LOCATION_TOKEN_SALT is ${readSetting(env, "LOCATION_TOKEN_SALT") === null ? "not set" : `the demo salt "${DEFAULT_LOCATION_TOKEN_SALT}"`} ` +
        `in production on a public host (NODE_ENV=production, ${where}): the demo salt is public, so anyone could make ` +
        "a table or room link. Set LOCATION_TOKEN_SALT to a long random secret (openssl rand -base64 32) and print the QR codes with it.",
    );
  }
  if (isPublicProduction(env, listenHost) && vapid === null) {
    problems.push(
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set in production on a public host: the demo's generated pair " +
        "would change with the database and silence every guest's subscription. Generate a pair once " +
        "(npx web-push generate-vapid-keys), set both with VAPID_SUBJECT (mailto:ops@example.com), and keep them.",
    );
  }
  if (isPublicProduction(env, listenHost) && defaultLicense(env) !== null && origin === null) {
    problems.push(
      "DEFAULT_LICENSE serves its venue on every host name, and without PUBLIC_URL each name a client sends would be " +
        "a new origin in the pages' links and cache. Set PUBLIC_URL to the venue's public origin (https://menu.example.com).",
    );
  }
  return problems;
}

/** Prints the problems to standard error and exits with 1 when there are any. */
export function refuseToStartOnProblems(env: SettingsEnv, { listenHost, program }: { listenHost: string | null; program: string }): void {
  const problems = startupProblems(env, { listenHost });
  if (problems.length === 0) return;
  console.error(`${program} refuses to start:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
  process.exit(1);
}
