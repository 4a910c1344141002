import { spawn, type ChildProcess } from "node:child_process";

/** `npm run api` as a child process: one node process (no npm or tsx wrapper), so kill -9 hits the server itself. */
export interface ApiProcess {
  child: ChildProcess;
  /** Resolves to the base URL (…/backend) once the API listens, or rejects with its output when it exits first. */
  ready: Promise<string>;
  /** Resolves when the process has exited, with its code and everything it wrote. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>;
  output(): string;
}

export function spawnApi(env: Record<string, string>): ApiProcess {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: "0",
    HOSTNAME: "127.0.0.1",
    LOCATION_TOKEN_SALT: "spawn-api-test-salt",
    DATABASE_URL: "",
    REDIS_URL: "",
    ...env,
  };
  // Jest's own VM-module flag is not the API's business.
  delete childEnv.NODE_OPTIONS;
  const child = spawn(process.execPath, ["--import", "tsx", "server/standalone.ts"], { cwd: process.cwd(), env: childEnv });
  let output = "";
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) => {
    child.on("exit", (code, signal) => resolve({ code, signal, output }));
  });
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Venue API on http:\/\/localhost:(\d+)\/backend/.exec(output);
      if (listening) resolve(`http://127.0.0.1:${listening[1]}/backend`);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then(({ code, signal }) => reject(new Error(`the API exited (${code ?? signal}) before listening:\n${output}`)));
  });
  ready.catch(() => undefined);
  return { child, ready, exited, output: () => output };
}

/** Ends a child API (SIGTERM, then SIGKILL after a while) and waits for it. */
export async function stopApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const timer = setTimeout(() => api.child.kill("SIGKILL"), 10_000);
  api.child.kill("SIGTERM");
  await api.exited;
  clearTimeout(timer);
}
