import pino, { type DestinationStream, type Level, type Logger } from "pino";
import { readSetting, type SettingsEnv } from "@/lib/config/settings";

const LEVELS: readonly (Level | "silent")[] = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/**
 * LOG_LEVEL, else info; under Jest (NODE_ENV=test) silent unless LOG_LEVEL asks, so test output shows
 * only what a test prints. An unknown level is refused at the first log rather than guessed.
 */
export function logLevelOf(env: SettingsEnv): Level | "silent" {
  const given = readSetting(env, "LOG_LEVEL")?.toLowerCase() ?? null;
  if (given === null) return env.NODE_ENV === "test" ? "silent" : "info";
  const level = LEVELS.find((known) => known === given);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(", ")}, not "${given}".`);
  return level;
}

/**
 * One JSON line per event with an ISO time. Nothing is logged from headers, cookies or bodies: callers
 * pass only the fields they name (request-log.ts), so there is nothing to redact.
 */
export function createLogger(level: Level | "silent", destination?: DestinationStream): Logger {
  const options = { level, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}

// Next bundles the venue API's route handler apart from the front server and instrumentation.ts, so
// each may hold its own copy of this module: the logger lives on globalThis, one per process.
const LOGGER = Symbol.for("carte.logger");
const holder = globalThis as typeof globalThis & { [LOGGER]?: Logger };

/** This process's logger (stdout, LOG_LEVEL). */
export function processLogger(): Logger {
  holder[LOGGER] ??= createLogger(logLevelOf(process.env));
  return holder[LOGGER];
}
