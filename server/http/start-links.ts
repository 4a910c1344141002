// What `npm start` prints once it serves, so a newcomer knows which address opens which venue (issue 28
// item 14): the two demo venues the embedded API imports on its first start, and a table link of each,
// made as `npm run venue -- qr <licence> --table 3` makes it (same salt, same host rule).
import { defaultLicense, locationTokenSalt, publicUrl, readSetting, type SettingsEnv } from "@/lib/config/settings";
import { encodeLocationToken } from "@/lib/domain/location-token";

/**
 * The demo venues' hosts (server/seed/venues/*.json custom_domains) and a table each has. The table link
 * is on the host `venue qr` picks (the first name in order: demo.localhost), so the two print one link.
 */
const DEMO_VENUES = [
  { name: "Demo venue", host: "localhost", tableHost: "demo.localhost", table: 3 },
  { name: "Partner demo", host: "partner.localhost", tableHost: "partner.localhost", table: 3 },
] as const;

/**
 * The lines to print for a server on `port`: the demo venues and a table link of each when this
 * process serves them on this machine (its own API, every host looked up by name, no PUBLIC_URL, not
 * production, where guests never open localhost); only the address otherwise.
 */
export function startLinks(env: SettingsEnv, port: string, { ownApi }: { ownApi: boolean }): string[] {
  const lines = [`Carte on http://localhost:${port}`];
  const local = publicUrl(env) === null && readSetting(env, "NODE_ENV") !== "production";
  if (!ownApi || !local || defaultLicense(env) !== null) return lines;
  const salt = locationTokenSalt(env);
  for (const venue of DEMO_VENUES) {
    const tableLink = `http://${venue.tableHost}:${port}/t/${encodeLocationToken("t", venue.table, salt)}`;
    lines.push(`  ${venue.name}: http://${venue.host}:${port}/`, `  ${venue.name}, table ${venue.table}: ${tableLink}`);
  }
  return lines;
}
