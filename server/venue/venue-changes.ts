import { notify, type Db } from "../db/client";

/**
 * The NOTIFY channel on which a venue import names the licence it changed, so that every app process
 * reading the same database drops its cached menu of that venue at once (docs/architecture: "revalidated
 * within the specification's minute and at once by tag when a venue is imported or changed").
 */
export const VENUE_CHANGED_CHANNEL = "venue_changed";

/** Inside the import's transaction: listeners hear of the change only once it is committed. */
export function announceVenueChange(tx: Db, licence: string): Promise<void> {
  return notify(tx, VENUE_CHANGED_CHANNEL, licence);
}
