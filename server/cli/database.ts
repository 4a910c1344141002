import { existsSync } from "node:fs";
import { openDatabase, openSharedPglite, type DatabaseHandle } from "../db/client";
import { holdPgliteFolder, PgliteLockedError } from "../db/pglite-lock";
import { shareSocketPath } from "../db/pglite-share";
import { UserError } from "./cli-error";

/**
 * The app's own database: PostgreSQL at DATABASE_URL, else the PGlite folder PGLITE_DIR. PGlite
 * serves one process at a time: the CLI claims the folder with the app's lock (server/db/pglite-lock.ts)
 * and opens it itself (migrations run on open, as in the app); when a running app holds it, the CLI
 * works through the app's share of it (server/db/pglite-share.ts).
 */
export async function openCliDatabase(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  const url = env.DATABASE_URL?.trim() || null;
  if (url) return openDatabase({ url });
  const dataDir = env.PGLITE_DIR?.trim() || ".data/pglite";
  try {
    holdPgliteFolder(dataDir);
  } catch (error) {
    if (!(error instanceof PgliteLockedError)) throw error;
    // A socket left by an app that was killed answers nothing: then the holder is another command.
    if (existsSync(shareSocketPath(dataDir))) {
      const shared = await openSharedPglite(dataDir).catch(() => null);
      if (shared) return shared;
    }
    throw new UserError(
      `Process ${error.holder} (another venue command, or an app that has not opened it yet) has the embedded database ${dataDir} open, ` +
        "and PGlite serves one process at a time. Try again once it is done, or point both at PostgreSQL with DATABASE_URL.",
    );
  }
  return openDatabase({ dataDir });
}
