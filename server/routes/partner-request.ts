import type { Context } from "hono";
import type { AppEnv } from "../deps";
import { ApiProblem } from "../errors";

/** The JSON body; an empty or non-JSON body reads as undefined so that the schema reports it field by field. */
export async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiProblem(400, { detail: "Malformed JSON body." });
  }
}
