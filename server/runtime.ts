import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
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
  const dataDir = process.env.PGLITE_DIR ?? ".data/pglite";
  holder.carteDeps ??= openDatabase({ url: process.env.DATABASE_URL || null, dataDir })
    .then((database) => {
      if (database.engine === "pglite") {
        const other = claimPgliteLock(dataDir);
        if (other !== null) console.warn(`Process ${other} also has the embedded database ${dataDir} open; PGlite serves one process at a time.`);
      }
      return createRuntimeDeps(database);
    })
    .catch((error: unknown) => {
      holder.carteDeps = undefined;
      throw error;
    });
  return holder.carteDeps;
}

/** Names the process that has a PGlite folder open: PGlite serves one process at a time. */
export const PGLITE_LOCK_FILE = ".carte.pid";

/** The pid of another live process holding the PGlite folder; null when free, stale or our own. */
export function pgliteLockHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, PGLITE_LOCK_FILE), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's process.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}

/**
 * Writes this process's pid into the PGlite folder, removed again on exit (a crash leaves a stale
 * file, which pgliteLockHolder ignores). Returns the live holder it replaced, if any.
 */
export function claimPgliteLock(dataDir: string): number | null {
  if (dataDir.includes("://")) return null;
  const other = pgliteLockHolder(dataDir);
  const file = path.join(dataDir, PGLITE_LOCK_FILE);
  writeFileSync(file, `${process.pid}\n`);
  process.once("exit", () => {
    try {
      if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
    } catch {
      // Already gone.
    }
  });
  return other;
}
