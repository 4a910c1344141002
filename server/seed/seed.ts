import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { venues } from "../db/schema";
import { importVenue } from "../venue/import";
import { venueFile } from "../venue/venue-file";

export const SEED_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), "server", "seed", "venues");

/** Imports the demo venues (server/seed/venues/*.json) that the database does not hold yet. */
export async function seedDemoVenues(db: Db, dir = SEED_DIR): Promise<string[]> {
  const imported: string[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    const venue = venueFile.parse(JSON.parse(readFileSync(path.join(dir, file), "utf8")));
    const existing = await db.select({ id: venues.id }).from(venues).where(eq(venues.license, venue.license));
    if (existing.length) continue;
    await importVenue(db, venue);
    imported.push(venue.license);
  }
  return imported;
}
