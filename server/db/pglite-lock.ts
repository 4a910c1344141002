import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * PGlite serves one process at a time: two processes on one folder each keep their own copy of the
 * database in memory and overwrite each other's writes (acknowledged orders lost). The folder's
 * owner is named by this file, created atomically; the app and the CLI both claim it before opening.
 */
export const PGLITE_LOCK_FILE = ".carte.pid";

/** Another live process holds the folder: nothing may open it. */
export class PgliteLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: number,
  ) {
    super(
      `Process ${holder} has the embedded database ${dataDir} open, and PGlite serves one process at a time. ` +
        "Stop it first, or point both at PostgreSQL with DATABASE_URL.",
    );
    this.name = "PgliteLockedError";
  }
}

const lockPath = (dataDir: string) => path.join(dataDir, PGLITE_LOCK_FILE);

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's process.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid of another live process holding the PGlite folder; null when free, stale or our own. */
export function pgliteLockHolder(dataDir: string): number | null {
  const pid = readPid(lockPath(dataDir));
  if (pid === null || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

/** O_EXCL create: of two processes claiming at once, exactly one creates the file. */
function tryCreate(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Removes a lock whose process has ended. Moved aside first (rename is atomic), so that of two
 * processes removing the same stale file, the second cannot delete the first one's fresh lock: if
 * what it moved turns out to be live, it is linked back (link never overwrites).
 */
function removeStale(file: string): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch {
    return; // Already moved by another process.
  }
  const moved = readPid(aside);
  if (moved !== null && moved !== process.pid && isAlive(moved)) {
    try {
      linkSync(aside, file);
    } catch {
      // A third process created the lock meanwhile; ours to report either way.
    }
  }
  try {
    unlinkSync(aside);
  } catch {
    // Gone.
  }
}

/**
 * Makes this process the holder of the PGlite folder until it exits, or throws PgliteLockedError
 * naming the live process that holds it. A file left by an ended process (a crash, kill -9) is
 * taken over. In-memory databases ("memory://") need no lock.
 */
export function claimPgliteLock(dataDir: string): void {
  if (dataDir.includes("://")) return;
  const file = lockPath(dataDir);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (tryCreate(file)) {
      releaseOnExit(file);
      return;
    }
    const pid = readPid(file);
    if (pid === process.pid) return;
    if (pid !== null && isAlive(pid)) throw new PgliteLockedError(dataDir, pid);
    if (pid === null && attempt === 0) {
      // Just created by another process that has not written its pid yet: give it a moment.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      continue;
    }
    removeStale(file);
  }
  const holder = pgliteLockHolder(dataDir);
  throw holder === null ? new Error(`Could not lock the embedded database ${dataDir}.`) : new PgliteLockedError(dataDir, holder);
}

function releaseOnExit(file: string): void {
  process.once("exit", () => {
    try {
      if (readPid(file) === process.pid) unlinkSync(file);
    } catch {
      // Already gone.
    }
  });
}

/** Creates the PGlite folder if needed and claims it (PGlite's own mkdir is not recursive). */
export function holdPgliteFolder(dataDir: string): void {
  if (dataDir.includes("://")) return;
  mkdirSync(dataDir, { recursive: true });
  claimPgliteLock(dataDir);
}
