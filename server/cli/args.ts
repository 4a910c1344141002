import { parseArgs, type ParseArgsConfig } from "node:util";
import { UserError } from "./cli-error";

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig["options"]>;

type Parsed<T extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ args: string[]; options: T; allowPositionals: true; strict: true }>
>;

/**
 * parseArgs in strict mode, with its complaints (unknown option, missing value) and a wrong number
 * of positionals turned into user errors that carry the command's usage.
 */
export function parseCommandArgs<T extends ParseArgsOptionsConfig>(
  args: string[],
  options: T,
  usage: string,
  positionals: number,
): Parsed<T> {
  let parsed: Parsed<T>;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (code.startsWith("ERR_PARSE_ARGS")) throw new UserError(`${(error as Error).message}\n\nUsage: ${usage}`);
    throw error;
  }
  if (parsed.positionals.length !== positionals) {
    const got = parsed.positionals.length;
    throw new UserError(`Expected ${positionals} argument${positionals === 1 ? "" : "s"}, got ${got}.\n\nUsage: ${usage}`);
  }
  return parsed;
}

/** A positive integer option, or the fallback when absent. */
export function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new UserError(`--${name} must be a positive whole number, not "${value}".`);
  return Number(value);
}
