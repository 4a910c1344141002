import { mkdirSync } from "node:fs";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { claimPgliteLock, pgliteLockHolder } from "../runtime";
import { UserError } from "./cli-error";

/**
 * The app's own database: PostgreSQL at DATABASE_URL, else the PGlite folder PGLITE_DIR. PGlite
 * serves one process at a time, so the CLI refuses a folder that a running app (or another venue
 * command) holds, and holds it itself meanwhile. Migrations run on open, as in the app.
 */
export async function openCliDatabase(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  const url = env.DATABASE_URL || null;
  if (url) return openDatabase({ url });
  const dataDir = env.PGLITE_DIR ?? ".data/pglite";
  const holder = pgliteLockHolder(dataDir);
  if (holder !== null) {
    throw new UserError(
      `Process ${holder} (the app, or another venue command) has the embedded database ${dataDir} open, ` +
        "and PGlite serves one process at a time. Stop it first, or point both at PostgreSQL with DATABASE_URL.",
    );
  }
  mkdirSync(dataDir, { recursive: true });
  claimPgliteLock(dataDir);
  return openDatabase({ dataDir });
}
