import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";

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
