import { openDatabase, type DatabaseHandle } from "./db/client";
import type { VenueApiDeps } from "./deps";
import { createPgOrderEvents } from "./services/pg-events";
import { createSandboxGateway } from "./services/payments/sandbox";
import { createMemoryRateLimiter } from "./services/rate-limit";
import { seedDemoVenues } from "./seed/seed";

/** Settings read from the environment at run time; the README lists each one. */
export function settingsFromEnv(): VenueApiDeps["settings"] {
  return {
    locationTokenSalt: process.env.LOCATION_TOKEN_SALT ?? "carte-demo-salt",
    publicUrl: process.env.PUBLIC_URL?.replace(/\/+$/, "") || null,
    ablyApiKey: process.env.ABLY_API_KEY || null,
  };
}

export async function createRuntimeDeps(database: DatabaseHandle): Promise<VenueApiDeps> {
  await seedDemoVenues(database.db);
  return {
    database,
    events: createPgOrderEvents(database),
    payments: createSandboxGateway(),
    rateLimiter: createMemoryRateLimiter(),
    clock: () => new Date(),
    settings: settingsFromEnv(),
  };
}

const holder = globalThis as typeof globalThis & { carteDeps?: Promise<VenueApiDeps> };

/** One database and one set of services per process, opened on the first request (not at build time). */
export function getRuntimeDeps(): Promise<VenueApiDeps> {
  holder.carteDeps ??= openDatabase({ url: process.env.DATABASE_URL || null, dataDir: process.env.PGLITE_DIR ?? ".data/pglite" })
    .then(createRuntimeDeps)
    .catch((error: unknown) => {
      holder.carteDeps = undefined;
      throw error;
    });
  return holder.carteDeps;
}
