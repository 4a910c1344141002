// Runs N instances of `npm start` (an existing build) on ports FIRST_PORT, FIRST_PORT+1, ... of
// 127.0.0.1's machine, behind nginx (deploy/nginx.mjs), with the settings of this process's
// environment (deploy/carte.env.example). The same script in production (deploy/carte.service) and in
// e2e/deployment.spec.ts:
//   node --env-file=/etc/carte/carte.env deploy/run-instances.mjs --instances 2 --first-port 3001
// - an instance that exits (a crash, SIGKILL, or SIGTERM to it alone) is started again after 1 s;
// - SIGHUP restarts them one at a time: SIGTERM (it drains, server/http/drain.ts), start it again,
//   wait until /backend/health/ready answers 200, then the next, so one always serves;
// - SIGTERM or SIGINT stops them all (each drains) and exits 0.
// It prints one line per change ("run-instances: port 3001 started (pid 123)"), which the test reads.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESTART_DELAY_MS = 1_000;
const READY_TIMEOUT_MS = 180_000;

const { values } = parseArgs({
  options: {
    instances: { type: "string", default: process.env.CARTE_INSTANCES ?? "2" },
    "first-port": { type: "string", default: process.env.CARTE_FIRST_PORT ?? "3001" },
  },
});
const count = Number(values.instances);
const firstPort = Number(values["first-port"]);
if (!Number.isInteger(count) || count < 1 || count > 64 || !Number.isInteger(firstPort) || firstPort < 1 || firstPort + count > 65536) {
  console.error("run-instances: --instances must be 1 to 64 and --first-port a port number.");
  process.exit(1);
}

const say = (/** @type {string} */ line) => console.log(`run-instances: ${line}`);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
let stopping = false;

/**
 * @typedef {{ port: number; child: import("node:child_process").ChildProcess | null; exited: Promise<void>;
 *   restarting: boolean; start: () => void }} Slot
 */

/**
 * One instance: its port, its current process, and a promise of that process's exit.
 * @param {number} port
 * @returns {Slot}
 */
function instance(port) {
  /** @type {Slot} */
  const slot = { port, child: null, exited: Promise.resolve(), restarting: false, start: () => undefined };
  slot.start = () => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.mts", "--no-build"], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port) },
      stdio: "inherit",
    });
    slot.child = child;
    say(`port ${port} started (pid ${child.pid})`);
    slot.exited = new Promise((/** @type {(value?: void) => void} */ resolve) => {
      child.once("exit", (code, signal) => {
        say(`port ${port} exited (${signal ?? `code ${code}`})`);
        slot.child = null;
        resolve();
        if (stopping || slot.restarting) return;
        setTimeout(() => {
          if (stopping || slot.child) return;
          slot.start();
          void waitUntilReady(slot);
        }, RESTART_DELAY_MS);
      });
    });
  };
  return slot;
}

/** @param {Slot} slot */
async function waitUntilReady(slot) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !stopping) {
    const answer = await fetch(`http://127.0.0.1:${slot.port}/backend/health/ready`, { signal: AbortSignal.timeout(5_000) }).catch(
      () => null,
    );
    if (answer?.status === 200) {
      say(`port ${slot.port} ready`);
      return true;
    }
    await sleep(250);
  }
  say(`port ${slot.port} not ready after ${READY_TIMEOUT_MS} ms`);
  return false;
}

const slots = Array.from({ length: count }, (_, index) => instance(firstPort + index));
for (const slot of slots) slot.start();
await Promise.all(slots.map(waitUntilReady));

/** @type {Promise<void> | null} */
let rolling = null;
async function rollingRestart() {
  say("rolling restart");
  for (const slot of slots) {
    if (stopping) return;
    slot.restarting = true;
    slot.child?.kill("SIGTERM");
    await slot.exited;
    slot.restarting = false;
    if (stopping) return;
    slot.start();
    if (!(await waitUntilReady(slot))) break;
  }
  say("rolling restart done");
}

process.on("SIGHUP", () => {
  rolling ??= rollingRestart().finally(() => (rolling = null));
});
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping every instance`);
    for (const slot of slots) slot.child?.kill("SIGTERM");
    await Promise.all(slots.map((slot) => slot.exited));
    process.exit(0);
  });
}
