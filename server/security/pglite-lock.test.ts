import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { claimPgliteLock, PGLITE_LOCK_FILE, PgliteLockedError } from "../db/pglite-lock";
import { spawnApi, stopApi, type ApiProcess } from "../test/spawn-api";

/**
 * Issue 10 item 5: two processes on one PGlite folder lost acknowledged orders (120 acknowledged,
 * 0 or 1 left), because the app only warned. It now refuses to start, as the CLI does, with one lock.
 */
const work = mkdtempSync(path.join(tmpdir(), "carte-lock-"));
const folder = (name: string) => path.join(work, name);
const running: ApiProcess[] = [];
afterAll(async () => {
  for (const api of running) await stopApi(api);
  rmSync(work, { recursive: true, force: true });
});

/** A process that has ended: its pid is free (a crash's stale lock). */
const endedPid = () => spawnSync(process.execPath, ["-e", ""]).pid;

describe("a second API process on the same PGlite folder", () => {
  it("refuses to start, naming the process that holds the folder, and serves nothing", async () => {
    const dataDir = folder("shared");
    const first = spawnApi({ PGLITE_DIR: dataDir });
    running.push(first);
    const firstUrl = await first.ready;
    expect((await fetch(`${firstUrl}/health`)).status).toBe(200);

    const second = spawnApi({ PGLITE_DIR: dataDir });
    running.push(second);
    const ended = await second.exited;
    expect(ended.code).toBe(1);
    expect(ended.output).toContain(`Process ${first.child.pid ?? "?"} has the embedded database ${dataDir} open`);
    expect(ended.output).not.toContain("Venue API on");
    // The first one is untouched and still the holder.
    expect(readFileSync(path.join(dataDir, PGLITE_LOCK_FILE), "utf8").trim()).toBe(String(first.child.pid));
    expect((await fetch(`${firstUrl}/health`)).status).toBe(200);
  }, 120_000);
});

describe("the guest app's /backend while another process holds the PGlite folder", () => {
  it("answers 503 with a JSON detail, and never opens the folder", async () => {
    const dataDir = folder("held");
    spawnSync("mkdir", ["-p", dataDir]);
    writeFileSync(path.join(dataDir, PGLITE_LOCK_FILE), `${process.ppid}\n`);
    const saved = { dir: process.env.PGLITE_DIR, url: process.env.DATABASE_URL, api: process.env.API_URL };
    Object.assign(process.env, { PGLITE_DIR: dataDir, DATABASE_URL: "", API_URL: "" });
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const { GET } = await import("@/app/backend/[[...route]]/route");
      const response = await GET(new Request("http://localhost/backend/health"));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ detail: "The service is temporarily unavailable." });
      expect(logged).toHaveBeenCalledWith(
        "venue API unavailable:",
        expect.stringContaining(`Process ${process.ppid} has the embedded database ${dataDir} open`),
      );
      expect(readdirSync(dataDir)).toEqual([PGLITE_LOCK_FILE]);
    } finally {
      logged.mockRestore();
      process.env.PGLITE_DIR = saved.dir;
      process.env.DATABASE_URL = saved.url;
      process.env.API_URL = saved.api;
      if (saved.dir === undefined) delete process.env.PGLITE_DIR;
      if (saved.url === undefined) delete process.env.DATABASE_URL;
      if (saved.api === undefined) delete process.env.API_URL;
    }
  });
});

describe("claimPgliteLock", () => {
  it("throws PgliteLockedError naming a live holder, and takes over a lock left by an ended process", () => {
    const dataDir = folder("claims");
    rmSync(dataDir, { recursive: true, force: true });
    spawnSync("mkdir", ["-p", dataDir]);
    const lock = path.join(dataDir, PGLITE_LOCK_FILE);
    // The jest worker's parent is alive for the whole run.
    writeFileSync(lock, `${process.ppid}\n`);
    expect(() => claimPgliteLock(dataDir)).toThrow(PgliteLockedError);
    expect(() => claimPgliteLock(dataDir)).toThrow(`Process ${process.ppid} has the embedded database ${dataDir} open`);
    writeFileSync(lock, `${endedPid()}\n`);
    claimPgliteLock(dataDir);
    expect(readFileSync(lock, "utf8").trim()).toBe(String(process.pid));
    rmSync(lock);
  });

  it("of six processes claiming one folder at once (over a stale lock), exactly one gets it", async () => {
    const dataDir = folder("race");
    spawnSync("mkdir", ["-p", dataDir]);
    writeFileSync(path.join(dataDir, PGLITE_LOCK_FILE), `${endedPid()}\n`);
    // Each claims at the same moment, says how it went, and holds on until the test has every answer.
    const script = [
      'const { claimPgliteLock } = require("./server/db/pglite-lock.ts");',
      "const start = Number(process.argv[2]);",
      "while (Date.now() < start) {}",
      'try { claimPgliteLock(process.argv[1]); console.log("claimed"); } catch (error) { console.log(error.name); }',
      "process.stdin.resume();",
      "process.stdin.on('end', () => process.exit(0));",
    ].join("\n");
    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    const start = String(Date.now() + 6000);
    const children = Array.from({ length: 6 }, () =>
      spawn(process.execPath, ["--import", "tsx", "-e", script, dataDir, start], { cwd: process.cwd(), env }),
    );
    const runs = children.map(
      (child) =>
        new Promise<string>((resolve) => {
          let out = "";
          child.stdout.on("data", (chunk: Buffer) => {
            out += chunk.toString();
            if (out.endsWith("\n")) resolve(out.trim());
          });
          child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
          child.on("close", () => resolve(out.trim()));
        }),
    );
    const outcomes = await Promise.all(runs);
    for (const child of children) child.stdin.end();
    expect(outcomes.filter((outcome) => outcome === "claimed")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "PgliteLockedError")).toHaveLength(5);
  }, 60_000);
});
