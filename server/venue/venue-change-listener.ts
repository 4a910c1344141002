import "server-only";
import { listenPort } from "@/lib/config/settings";
import type { DatabaseHandle } from "@/server/db/client";
import { ensureInternalKey } from "@/server/http/internal-key";
import { requestRevalidate } from "./revalidate-call";
import { VENUE_CHANGED_CHANNEL } from "./venue-changes";

let listening: Promise<unknown> | null = null;

/**
 * Every process with the venue API in it (no API_URL) hears a venue import, the CLI's or another
 * instance's, as NOTIFY venue_changed on the database they share. revalidateTag works only inside a
 * Next request, which a NOTIFY callback is not: the callback asks this process's own revalidate route,
 * whose venueChanged drops every cache of the venue.
 */
export function followVenueChanges(database: DatabaseHandle): void {
  listening ??= database
    .listen(VENUE_CHANGED_CHANNEL, (licence) => {
      requestRevalidate(`http://127.0.0.1:${listenPort(process.env)}`, licence, ensureInternalKey(process.env)).catch((error: unknown) => {
        // Never the import's failure: the menu still refreshes within the minute.
        console.error("venue change not applied:", error instanceof Error ? error.message : error);
      });
    })
    .catch((error: unknown) => {
      // Tried again on the next request; until then the menu still refreshes within the minute.
      listening = null;
      console.error("venue changes not followed:", error instanceof Error ? error.message : error);
    });
}
