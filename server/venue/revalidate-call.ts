import { z } from "zod";

// The call that tells a running guest app a venue changed (server/venue/revalidate-route.ts answers it):
// each app process calls its own when it hears NOTIFY venue_changed, and `venue import --app` calls the
// apps that do not read the database (API_URL). Shared by both sides, without server-only: the CLI is
// plain Node. The key goes as a bearer token: the front server takes X-Carte-Internal-Key off every
// request before Next sees it (server/http/front-server.ts).

/** The app's own path, answered before the venue API (and never passed on to API_URL). */
export const REVALIDATE_PATH = "/backend/revalidate/";

/** A licence and its braces: anything longer is not this call. */
export const REVALIDATE_MAX_BYTES = 256;

/** The venue file's licence (server/venue/venue-file.ts) as the cache tags name it. */
export const revalidateBody = z.strictObject({ license: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

const CALL_TIMEOUT_MS = 5_000;

/** Asks the app at `appOrigin` to drop what it caches of `licence`; throws when it does not answer 200. */
export async function requestRevalidate(appOrigin: string, licence: string, key: string): Promise<void> {
  const answer = await fetch(`${appOrigin.replace(/\/+$/, "")}${REVALIDATE_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${key}` },
    body: JSON.stringify({ license: licence }),
    cache: "no-store",
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  if (!answer.ok) throw new Error(`${appOrigin} answered ${answer.status} to ${REVALIDATE_PATH}`);
}
