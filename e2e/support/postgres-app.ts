/**
 * The app on its own PostgreSQL, for specs that change orders with the venue CLI while the app runs.
 * The shared e2e server keeps the embedded PGlite database, which serves one process at a time, so
 * `npm run venue -- order-status` refuses its folder (server/cli/database.ts); on PostgreSQL both
 * processes share the database and NOTIFY carries the change to the app's order streams.
 *
 * A throwaway cluster (initdb, as the postgres user when running as root) and `npm start`'s server (scripts/start.mts) of the
 * existing build with DATABASE_URL; venues are imported with the CLI before the app starts.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface PostgresApp {
  /** The app's origin on 127.0.0.1. */
  origin: string;
  port: number;
  databaseUrl: string;
  /** `npm run venue -- ...args` against the app's database, as a person at the keyboard runs it. */
  venue(args: string[]): Promise<CliRun>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: its tools run as the postgres user then. */
function asPostgres(command: string, args: string[]): { command: string; args: string[] } {
  return process.getuid?.() === 0 ? { command: "runuser", args: ["-u", "postgres", "--", command, ...args] } : { command, args };
}

function run(command: string, args: string[]): void {
  const call = asPostgres(command, args);
  const result = spawnSync(call.command, call.args, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${command} failed (${result.status ?? result.error?.message}): ${result.stderr || result.stdout}`);
  }
}

function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "venue", "--", ...args], { cwd: process.cwd(), env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

export async function waitForHealth(origin: string, app: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}`);
    try {
      const answer = await fetch(`${origin}/backend/health/`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} did not answer /backend/health/ within ${timeoutMs} ms`);
}

/** `env`: settings of the app's process on top of this one's; undefined removes one (e.g. GOOGLE_MAPS_API_KEY). */
export async function startPostgresApp(
  venues: readonly unknown[],
  options: { env?: Record<string, string | undefined> } = {},
): Promise<PostgresApp> {
  const dir = mkdtempSync(path.join(tmpdir(), "carte-e2e-pg-"));
  const data = path.join(dir, "data");
  if (process.getuid?.() === 0) {
    const postgres = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const group = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    chownSync(dir, Number(postgres.stdout.trim()), Number(group.stdout.trim()));
  }
  const pgPort = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
  run("pg_ctl", [
    "-D",
    data,
    "-l",
    path.join(dir, "postgres.log"),
    "-w",
    "start",
    "-o",
    `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
  ]);
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  const stopDatabase = () => {
    const stop = asPostgres("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
    spawnSync(stop.command, stop.args);
    rmSync(dir, { recursive: true, force: true });
  };

  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), PAYMENT_SANDBOX: "on" };
  delete env.NODE_OPTIONS;
  delete env.API_URL;
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  let app: ChildProcess | null = null;
  try {
    for (const [index, venue] of venues.entries()) {
      const file = path.join(dir, `venue-${index}.json`);
      writeFileSync(file, JSON.stringify(venue));
      const imported = await runCli(["import", file], env);
      if (imported.code !== 0) throw new Error(`venue import failed: ${imported.stderr}`);
    }
    // The front server guests meet (security headers, CSP nonces), as `npm start` serves it.
    app = spawn(process.execPath, ["--import", "tsx", "scripts/start.mts", "--no-build"], { env, stdio: "ignore" });
    const origin = `http://127.0.0.1:${port}`;
    await waitForHealth(origin, app, 60_000);
    const started = app;
    return {
      origin,
      port,
      databaseUrl,
      venue: (args) => runCli(args, env),
      async stop() {
        await new Promise<void>((resolve) => {
          if (started.exitCode !== null) return resolve();
          started.once("exit", () => resolve());
          started.kill("SIGTERM");
        });
        stopDatabase();
      },
    };
  } catch (error) {
    app?.kill("SIGTERM");
    stopDatabase();
    throw error;
  }
}
