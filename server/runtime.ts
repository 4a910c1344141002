import { openDatabase, type DatabaseHandle } from "./db/client";
import { holdPgliteFolder } from "./db/pglite-lock";
import type { VenueApiDeps } from "./deps";
import {
  databaseSettings,
  defaultLicense,
  locationTokenSalt,
  publicUrl,
  readSetting,
  stripeKeys,
  type SettingsEnv,
} from "@/lib/config/settings";
import { processLogger } from "./observability/logger";
import { processMetrics } from "./observability/metrics";
import { metricsToken } from "./observability/metrics-route";
import { createPgOrderEvents } from "./services/pg-events";
import { startPushDispatch } from "./services/push/dispatch";
import { createWebPushSender } from "./services/push/sender";
import { loadVapidKeys } from "./services/push/vapid";
import type { PaymentGateway } from "./services/payments/gateway";
import { paymentGatewayFor } from "./services/payments/sandbox";
import { createStripeCheckout, withStripe } from "./services/payments/stripe-gateway";
import { createRateLimiter } from "./services/rate-limit";
import { seedDemoVenues } from "./seed/seed";

/** Settings read from the environment at run time; the README lists each one. */
export function settingsFromEnv(): VenueApiDeps["settings"] {
  return {
    locationTokenSalt: locationTokenSalt(process.env),
    publicUrl: publicUrl(process.env),
    ablyApiKey: readSetting(process.env, "ABLY_API_KEY"),
    paymentSandbox: paymentSandboxFromEnv(process.env),
    defaultLicense: defaultLicense(process.env),
    metricsToken: metricsToken(process.env),
  };
}

/**
 * PAYMENT_SANDBOX=on|off; unset (or empty) means on with the embedded PGlite database (the demo of
 * `npm start`) and off with DATABASE_URL (a real deployment), so production never gets it by accident.
 */
export function paymentSandboxFromEnv(env: SettingsEnv): boolean {
  const given = readSetting(env, "PAYMENT_SANDBOX")?.toLowerCase() ?? null;
  if (given === null) return readSetting(env, "DATABASE_URL") === null;
  if (["on", "true", "1"].includes(given)) return true;
  if (["off", "false", "0"].includes(given)) return false;
  throw new Error(`PAYMENT_SANDBOX must be on or off, not "${given}".`);
}

/**
 * The deployment's gateway: Stripe Checkout for stripe venues when STRIPE_SECRET_KEY is set; every
 * other provider (and stripe without a key) the sandbox when PAYMENT_SANDBOX allows it, else none.
 */
export function paymentGatewayFromEnv(env: SettingsEnv, settings: { paymentSandbox: boolean }): PaymentGateway {
  const fallback = paymentGatewayFor(settings);
  const keys = stripeKeys(env);
  return keys ? withStripe(createStripeCheckout(keys), fallback) : fallback;
}

export async function createRuntimeDeps(database: DatabaseHandle): Promise<VenueApiDeps> {
  await seedDemoVenues(database.db);
  const settings = settingsFromEnv();
  const events = createPgOrderEvents(database);
  // Web push (issue 29): this instance pushes the status changes it hears, each claimed by one instance.
  const vapid = await loadVapidKeys(database.db, process.env);
  const log = (message: string) => processLogger().warn(message);
  await startPushDispatch({ db: database.db, events, sender: createWebPushSender(vapid), log, metrics: processMetrics() });
  return {
    database,
    events,
    push: { publicKey: vapid.publicKey },
    payments: paymentGatewayFromEnv(process.env, settings),
    // REDIS_URL: every instance shares one budget per client; unset, each process counts its own.
    rateLimiter: createRateLimiter(readSetting(process.env, "REDIS_URL")),
    clock: () => new Date(),
    settings,
  };
}

const holder = globalThis as typeof globalThis & { carteDeps?: Promise<VenueApiDeps> };

/**
 * One database and one set of services per process, opened on the first request (not at build time).
 * A PGlite folder is claimed before it is opened: when another live process holds it this rejects
 * with PgliteLockedError, and the API serves nothing from a shared folder.
 */
export function getRuntimeDeps(): Promise<VenueApiDeps> {
  const { url, dataDir } = databaseSettings(process.env);
  holder.carteDeps ??= Promise.resolve()
    .then(() => {
      if (!url) holdPgliteFolder(dataDir);
      return openDatabase({ url, dataDir, share: !url });
    })
    .then((database) => createRuntimeDeps(database))
    .catch((error: unknown) => {
      holder.carteDeps = undefined;
      throw error;
    });
  return holder.carteDeps;
}

// The lock lives in server/db/pglite-lock.ts, shared with the CLI; re-exported for existing importers.
export { claimPgliteLock, PGLITE_LOCK_FILE, pgliteLockHolder, PgliteLockedError } from "./db/pglite-lock";
