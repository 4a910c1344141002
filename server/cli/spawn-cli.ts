import { spawn } from "node:child_process";

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** For the tests: `npm run venue -- ...args` as a child process, as a person at the keyboard runs it. */
export function spawnVenueCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  // Jest's own VM-module flag is not the CLI's business.
  delete childEnv.NODE_OPTIONS;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/cli/main.ts", ...args], { cwd: process.cwd(), env: childEnv });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
