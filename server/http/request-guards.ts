import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { BODY_MAX_BYTES, JSON_DEPTH_MAX, ORDER_BODY_MAX_BYTES, TEXT_MAX } from "@/lib/api/schemas/limits";
import { findTextProblem, textProblem, tooLong } from "@/lib/api/schemas/request-fields";
import type { AppEnv } from "../deps";
import { ApiProblem } from "../errors";
import { jsonDepthExceeds } from "./json-depth";

/** Order creation and patching carry carts; every other call gets the small limit. */
const ORDER_CALL = /\/api\/order(\/[^/]+)?\/?$/;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

// The rest of the body is not read: the connection closes after the answer rather than being
// reused with unread bytes on it.
const tooLarge = (maxBytes: number) => (c: Context<AppEnv>) =>
  c.json({ detail: `Request body too large: at most ${maxBytes / 1024} KB.` }, 413, { Connection: "close" });

// hono/body-limit counts the bytes as they arrive when there is no Content-Length (chunked).
const orderBodyLimit = bodyLimit({ maxSize: ORDER_BODY_MAX_BYTES, onError: tooLarge(ORDER_BODY_MAX_BYTES) });
const bodyLimitOfOthers = bodyLimit({ maxSize: BODY_MAX_BYTES, onError: tooLarge(BODY_MAX_BYTES) });

const invalid = (where: "path" | "query" | "body", field: string, message: string) =>
  new ApiProblem(400, { detail: `Invalid ${where}.`, errors: { [field]: [message] } });

function decoded(raw: string, where: "path" | "query", field: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw invalid(where, field, "Invalid percent-encoding or UTF-8");
  }
}

function checkText(text: string, where: "path" | "query", field: string): void {
  const problem = textProblem(text, false);
  if (problem) throw invalid(where, field, problem);
  if (text.length > TEXT_MAX.path_segment) throw invalid(where, field, tooLong(TEXT_MAX.path_segment));
}

/** Path segments and query values: valid UTF-8 escapes, no control characters, bounded length. */
function checkUrl(url: URL): void {
  for (const segment of url.pathname.split("/")) checkText(decoded(segment, "path", "path"), "path", "path");
  for (const pair of url.search.slice(1).split("&")) {
    if (pair === "") continue;
    const [rawName = "", ...rest] = pair.replace(/\+/g, " ").split("=");
    const name = decoded(rawName, "query", "query");
    checkText(name, "query", "query");
    checkText(decoded(rest.join("="), "query", name), "query", name);
  }
}

/**
 * JSON bodies (and bodies sent as JSON under another type): refused past JSON_DEPTH_MAX levels
 * before anything parses them, then any text PostgreSQL cannot store (NUL, other control
 * characters, lone surrogates), in values or keys, is a 400 naming its field. A body that is not
 * JSON is left to the route, which answers 400 for it.
 */
async function checkJsonBody(c: Context<AppEnv>): Promise<void> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (FORM_TYPES.some((form) => type.startsWith(form))) return;
  const text = await c.req.text();
  if (jsonDepthExceeds(text, JSON_DEPTH_MAX)) {
    throw new ApiProblem(400, { detail: `Malformed JSON body: nested deeper than ${JSON_DEPTH_MAX} levels.` });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return;
  }
  const problem = findTextProblem(body);
  if (problem) throw invalid("body", problem.path.length ? problem.path.join(".") : "body", problem.message);
}

/**
 * Guards every call of the venue API before its route (issue 10 items 2 and 3): the URL, the
 * body's size (413) and the body's shape and text (400), so malformed input never reaches a
 * service or the database.
 */
export function requestGuards(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    checkUrl(new URL(c.req.url));
    if (!c.req.raw.body) return next();
    const limit = ORDER_CALL.test(c.req.path) ? orderBodyLimit : bodyLimitOfOthers;
    return limit(c, async () => {
      await checkJsonBody(c);
      await next();
    });
  };
}
