import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "pino";
import { z } from "zod";
import { processLogger } from "./observability/logger";

/** An answer other than 2xx with a JSON body; thrown by services, rendered by the app's error handler. */
export class ApiProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === "string" ? body.detail : `HTTP ${status}`);
  }
}

export const notFound = (what: string) => new ApiProblem(404, { detail: `${what} not found.` });

/** 400 with the failing fields, keyed by their dotted path ("line_items.0.quantity"). */
export function invalidInput(error: z.ZodError, where: "body" | "path" | "query" = "body") {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : where;
    (errors[key] ??= []).push(issue.message);
  }
  return new ApiProblem(400, { detail: `Invalid ${where}.`, errors });
}

export function parseOr400<S extends z.ZodType>(schema: S, value: unknown, where: "body" | "path" | "query" = "body"): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(parsed.error, where);
  return parsed.data;
}

export function isHttpException(error: unknown): error is HTTPException {
  return error instanceof HTTPException;
}

/** What a database driver (pg or PGlite) reports: the SQLSTATE and a message without the query's parameters. */
interface DatabaseFailure {
  code: string;
  message: string;
  /** Class names from the thrown error down to the driver's (DrizzleQueryError > DatabaseError). */
  chain: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The driver error inside `error`, if any. drizzle wraps it as `cause` of a DrizzleQueryError
 * whose own message lists the parameters; both pg's and PGlite's errors carry code and severity.
 */
export function databaseFailureOf(error: unknown): DatabaseFailure | null {
  const chain: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isRecord(current); depth += 1) {
    const { code, severity, message } = current;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof severity === "string") {
      // PGlite's class name is minified: the driver's error is named by what it is.
      chain.push("DatabaseError");
      return { code, message: typeof message === "string" ? message : "", chain };
    }
    chain.push(current.constructor.name || "Error");
    current = current.cause;
  }
  return null;
}

/**
 * PostgreSQL quotes offending values in some messages ('invalid input syntax for type uuid: "…"',
 * 'value "…" is out of range'); those may be a guest's text, so they are left out of logs.
 */
export function redactDatabaseMessage(message: string): string {
  return message.replace(/(: |value )"[^"]*"/g, '$1"…"').slice(0, 300);
}

/** SQLSTATE class 22, data exceptions: the value sent cannot be stored (NUL, out of range, bad text). */
export const isClientDataError = (failure: DatabaseFailure) => failure.code.startsWith("22");

/** One log line for an unexpected error, never the query's parameters (guests' names, phones, addresses). */
export function describeError(error: unknown): string {
  const failure = databaseFailureOf(error);
  if (failure) return `${failure.chain.join(" > ")} SQLSTATE ${failure.code}: ${redactDatabaseMessage(failure.message)}`;
  // A drizzle error without a driver error under it: its message is the query with its parameters.
  if (isRecord(error) && "params" in error) return `${error.constructor.name}: database call failed`;
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return `non-error thrown: ${typeof error}`;
}

/** Where errorAnswer writes: the request's logger with its request id, else this process's. */
type ErrorLog = Pick<Logger, "warn" | "error">;

/** The status and JSON body of any error a route throws, logging those that are the server's fault. */
export function errorAnswer(
  error: unknown,
  log: ErrorLog = processLogger(),
): { status: ContentfulStatusCode; body: Record<string, unknown> } {
  if (error instanceof ApiProblem) return { status: error.status, body: error.body };
  if (isHttpException(error)) return { status: error.status, body: { detail: error.message || "Request failed." } };
  if (error instanceof SyntaxError) return { status: 400, body: { detail: "Malformed JSON body." } };
  const failure = databaseFailureOf(error);
  if (failure && isClientDataError(failure)) {
    // Validation should have refused this before the database; the line shows where it did not.
    log.warn(`venue API refused data: ${describeError(error)}`);
    return { status: 400, body: { detail: "Invalid input: a value is out of range or cannot be stored." } };
  }
  log.error(`venue API error: ${describeError(error)}`);
  return { status: 500, body: { detail: "Internal server error." } };
}
