import { openDatabase, type DatabaseHandle } from "../db/client";
import { holdPgliteFolder, PgliteLockedError } from "../db/pglite-lock";
import { UserError } from "./cli-error";

/**
 * The app's own database: PostgreSQL at DATABASE_URL, else the PGlite folder PGLITE_DIR. PGlite
 * serves one process at a time, so the CLI claims the folder with the app's lock (server/db/pglite-lock.ts)
 * and refuses one that a running app or another venue command holds. Migrations run on open, as in the app.
 */
export async function openCliDatabase(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  const url = env.DATABASE_URL?.trim() || null;
  if (url) return openDatabase({ url });
  const dataDir = env.PGLITE_DIR?.trim() || ".data/pglite";
  try {
    holdPgliteFolder(dataDir);
  } catch (error) {
    if (error instanceof PgliteLockedError) {
      throw new UserError(
        `Process ${error.holder} (the app, or another venue command) has the embedded database ${dataDir} open, ` +
          "and PGlite serves one process at a time. Stop it first, or point both at PostgreSQL with DATABASE_URL.",
      );
    }
    throw error;
  }
  return openDatabase({ dataDir });
}
