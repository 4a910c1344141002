import type { DatabaseHandle } from "../db/client";

/** What a command gets from main: output lines and the database, opened on first use. */
export interface CliContext {
  out(text: string): void;
  err(text: string): void;
  database(): Promise<DatabaseHandle>;
}

export interface CliCommand {
  /** What the command does, in one line. */
  summary: string;
  /** One usage line (or a few) shown by `help` and after a usage mistake. */
  usage: string;
  run(args: string[], context: CliContext): Promise<void>;
}
