import "server-only";
import { revalidateTag } from "next/cache";
import { env } from "@/lib/config/env";
import type { DatabaseHandle } from "@/server/db/client";
import { forgetFrontPages } from "@/server/http/page-cache";
import { VENUE_CHANGED_CHANNEL } from "@/server/venue/venue-changes";
import { CUSTOM_DOMAINS_TAG, menuTag } from "@/lib/venue/api";
import { forgetVenueSites } from "@/lib/venue/site-resolver";

const changed = new Set<string>();
let listening: Promise<unknown> | null = null;

/**
 * With the venue API in this process (no API_URL), a venue import (the CLI's, in another process)
 * reaches this process as a NOTIFY. revalidateTag works only inside a Next request, which a NOTIFY
 * callback is not: the callback notes the licence and calls this process's own venue API, whose route
 * handler drops the tags (dropChangedVenues) before the guest's next screen reads the menu.
 */
export function followVenueChanges(database: DatabaseHandle): void {
  listening ??= database
    .listen(VENUE_CHANGED_CHANNEL, (licence) => {
      changed.add(licence);
      // The proxy's host answers (site-resolver.ts) live in this process: dropped with no request needed.
      forgetVenueSites();
      forgetFrontPages();
      fetch(`${env.apiUrl}/health/`, { cache: "no-store" }).catch((error: unknown) => {
        console.error("venue change not applied until the next API call:", error instanceof Error ? error.message : error);
      });
    })
    .catch((error: unknown) => {
      // Tried again on the next request; until then the menu still refreshes within the minute.
      listening = null;
      console.error("venue changes not followed:", error instanceof Error ? error.message : error);
    });
}

/** Inside a route handler: the cached reads of every venue changed since the last call are dropped. */
export function dropChangedVenues(): void {
  if (changed.size === 0) return;
  const licences = [...changed];
  changed.clear();
  try {
    for (const licence of licences) revalidateTag(menuTag(licence), { expire: 0 });
    // An import may also have moved a custom domain to or from the venue.
    revalidateTag(CUSTOM_DOMAINS_TAG, { expire: 0 });
    // Again once the tags are dropped: a page kept meanwhile was read from the old cache.
    forgetFrontPages();
  } catch (error) {
    // Never the API's failure: the menu still refreshes within the minute.
    console.error("cached menus not dropped:", error instanceof Error ? error.message : error);
  }
}
