import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
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
  const found = readLock(file);
  return found.kind === "pid" ? found.pid : null;
}

/** What a lock file holds: absent, a pid, or anything else (a file no claim of ours writes). */
function readLock(file: string): { kind: "absent" } | { kind: "pid"; pid: number } | { kind: "unreadable" } {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOENT" ? { kind: "absent" } : { kind: "unreadable" };
  }
  const pid = Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? { kind: "pid", pid } : { kind: "unreadable" };
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

/**
 * Creates `file` holding this process's pid, atomically: the pid is written to a file of our own and
 * hard-linked into place (link never overwrites), so of two processes claiming at once exactly one
 * succeeds, and nobody ever sees the file without its pid.
 */
function tryCreate(file: string): boolean {
  const own = `${file}.${process.pid}.tmp`;
  writeFileSync(own, `${process.pid}\n`);
  try {
    linkSync(own, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkQuietly(own);
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Removes a lock whose process has ended. Only the holder of the takeover file may remove it, and it
 * looks again once it holds it: a process that read the stale pid before another one took the folder
 * over would otherwise delete the new holder's lock. A takeover file left by a dead process is removed.
 */
function removeStale(file: string): void {
  const takeover = `${file}.takeover`;
  if (!tryCreate(takeover)) {
    const pid = readPid(takeover);
    if (pid !== null && !isAlive(pid)) unlinkQuietly(takeover);
    else pause(20);
    return;
  }
  try {
    // An absent lock is left alone: another process may be linking its claim in right now, and removing
    // "nothing" after it did would delete that claim (two holders, seen under load in CI).
    const found = readLock(file);
    const stale = found.kind === "unreadable" || (found.kind === "pid" && found.pid !== process.pid && !isAlive(found.pid));
    if (stale) unlinkQuietly(file);
  } finally {
    unlinkQuietly(takeover);
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
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (tryCreate(file)) {
      releaseOnExit(file);
      return;
    }
    const pid = readPid(file);
    if (pid === process.pid) return;
    if (pid !== null && isAlive(pid)) throw new PgliteLockedError(dataDir, pid);
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
