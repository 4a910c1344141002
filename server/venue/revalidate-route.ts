import "server-only";
import { isInternalKey } from "@/server/http/internal-key";
import { REVALIDATE_MAX_BYTES, revalidateBody } from "./revalidate-call";
import { venueChanged } from "./venue-changed";

const HEADERS = { "Content-Type": "application/json", "Cache-Control": "no-store" };

function answer(status: number, body: object, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...headers } });
}

/** The body as text, or null past `limit` bytes (read no further: a client may send gigabytes). */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /backend/revalidate/ with `{"license": "..."}` and the deployment's internal key as a bearer token: this process
 * drops what it caches of the venue (venueChanged). Its NOTIFY listener calls it, and `venue import
 * --app` for apps off the database. Never cached (no-store, and a POST); every refusal is JSON: 401
 * without the key, 403 with another, 413 past the size, 400 for anything but the one small object.
 * A licence no venue has is accepted: dropping its caches costs nothing, and asking the venue API
 * would make the answer depend on it being up.
 */
export async function answerRevalidate(request: Request, key: string, changed = venueChanged): Promise<Response> {
  if (request.method !== "POST") return answer(405, { detail: "Use POST." }, { Allow: "POST" });
  const given = /^Bearer (.+)$/i.exec(request.headers.get("authorization")?.trim() ?? "")?.[1];
  if (given === undefined)
    return answer(401, { detail: "The internal key is required." }, { "WWW-Authenticate": 'Bearer realm="revalidate"' });
  if (!isInternalKey(given, key)) return answer(403, { detail: "The internal key is wrong." });
  const text = await readLimited(request, REVALIDATE_MAX_BYTES);
  if (text === null) return answer(413, { detail: `The body is limited to ${REVALIDATE_MAX_BYTES} bytes.` });
  const parsed = revalidateBody.safeParse(parseJson(text));
  if (!parsed.success) return answer(400, { detail: 'The body must be {"license": "<licence>"}.' });
  changed(parsed.data.license);
  return answer(200, { revalidated: parsed.data.license });
}
