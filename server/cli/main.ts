import type { DatabaseHandle } from "../db/client";
import { UserError } from "./cli-error";
import type { CliCommand, CliContext } from "./context";
import { openCliDatabase } from "./database";
import { commonOrderCommand } from "./common-order-command";
import { exportCommand } from "./export-command";
import { importCommand } from "./import-command";
import { orderStatusCommand } from "./order-status-command";
import { ordersCommand } from "./orders-command";
import { qrCommand } from "./qr-command";
import { refundsCommand } from "./refunds-command";

const COMMANDS: Record<string, CliCommand> = {
  import: importCommand,
  export: exportCommand,
  orders: ordersCommand,
  "order-status": orderStatusCommand,
  "common-order": commonOrderCommand,
  qr: qrCommand,
  refunds: refundsCommand,
};

/** The synopsis, the summary under it, then the details. */
function describe(command: CliCommand): string {
  const [synopsis = "", ...details] = command.usage.replace(/^npm run venue -- /, "").split("\n");
  return [`  ${synopsis}`, `      ${command.summary}`, ...details.map((line) => `    ${line}`)].join("\n");
}

const USAGE = `Usage: npm run venue -- <command> [options]

Commands:
${Object.values(COMMANDS).map(describe).join("\n")}

The database is the app's: PostgreSQL at DATABASE_URL, else the embedded PGlite folder PGLITE_DIR
(default .data/pglite). While the app runs on that folder, commands work through the app, which shares
its open database on a socket in the folder.`;

/** Runs one command; resolves to the exit code (0 done, 1 user error, 2 unexpected failure). */
export async function runCli(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    // Without a command it is a usage mistake: the text goes to standard error.
    (name === undefined ? process.stderr : process.stdout).write(`${USAGE}\n`);
    return name === undefined ? 1 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`Unknown command "${name}".\n\n${USAGE}\n`);
    return 1;
  }
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(`${command.summary}\n\nUsage: ${command.usage}\n`);
    return 0;
  }
  let database: Promise<DatabaseHandle> | null = null;
  const context: CliContext = {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    database: () => (database ??= openCliDatabase()),
  };
  try {
    await command.run(args, context);
    return 0;
  } catch (error) {
    if (error instanceof UserError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    process.stderr.write(
      `venue ${name} failed unexpectedly:\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return 2;
  } finally {
    if (database) await (await (database as Promise<DatabaseHandle>).catch(() => null))?.close();
  }
}

runCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(2);
  },
);
