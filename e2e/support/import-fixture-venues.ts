/**
 * Imports the e2e fixture venues (hours-venues.ts), built around the current time, into the app's
 * database with the venue CLI's own import command, after checking that each hours state the tests
 * rely on holds (fixture-claims.ts). Run by scripts/e2e-server.ts before `next start`: PGlite serves
 * one process at a time, and the command refuses a folder a running app holds.
 * Usage: tsx e2e/support/import-fixture-venues.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { UserError } from "@/server/cli/cli-error";
import type { CliContext } from "@/server/cli/context";
import { openCliDatabase } from "@/server/cli/database";
import { importCommand } from "@/server/cli/import-command";
import type { DatabaseHandle } from "@/server/db/client";
import { cartVenues } from "./cart-venues";
import { catalogueVenues } from "./catalogue-venues";
import { demoDeliveryVenue, zonesNoMapVenue } from "./checkout-venues";
import { dietaryVenues } from "./dietary-venues";
import { digitsVenue } from "./digits-venue";
import { fixtureFailures } from "./fixture-claims";
import { forgivingSearchVenue } from "./forgiving-search-venue";
import { fixtureVenues } from "./hours-venues";
import { landingFormVenue } from "./landing-form-venue";
import { mapsVenue } from "./maps-venue";
import { menuFirstEmptyVenue, menuFirstLongVenue, specHomeVenue } from "./menu-first-venues";
import { ogPictureVenue } from "./og-picture-venue";
import { orderWordsVenue } from "./order-words-venue";
import { partnerCartVenue } from "./partner-cart-venues";
import { partnerPayVenues } from "./partner-pay-venues";
import { quickAddVenue } from "./quick-add-venue";
import { responsiveVenue } from "./responsive-venue";
import { rtlVenues } from "./rtl-venues";
import { searchVenues, storeSearchVenueOddFields } from "./search-venues";
import { formVenues } from "./shell-venues";
import { tableLinkVenue } from "./table-link-venues";
import { tableTabVenue, tabSameItemVenue } from "./table-tab-venues";
import { toastVenue } from "./toast-venues";

async function main(): Promise<void> {
  const anchor = Date.now();
  const venues = [
    ...fixtureVenues(anchor),
    mapsVenue(),
    ...cartVenues(),
    ...searchVenues(),
    ...formVenues(),
    partnerCartVenue(),
    ...partnerPayVenues(),
    tableTabVenue(),
    tabSameItemVenue(),
    toastVenue(),
    tableLinkVenue(),
    ...dietaryVenues(),
    ...rtlVenues(),
    ...catalogueVenues(),
    quickAddVenue(),
    responsiveVenue(),
    zonesNoMapVenue(),
    demoDeliveryVenue(),
    orderWordsVenue(),
    forgivingSearchVenue(),
    digitsVenue(),
    specHomeVenue(),
    menuFirstEmptyVenue(),
    menuFirstLongVenue(),
    landingFormVenue(),
    // PORT: the app's, which scripts/e2e-server.ts is started with (playwright.config.ts).
    ogPictureVenue(Number(process.env.PORT ?? 3100)),
  ];
  const failures = fixtureFailures(venues, anchor);
  if (failures.length) {
    throw new Error(`The fixture venues do not hold the states the tests expect:\n${failures.join("\n")}`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), "carte-e2e-venues-"));
  let database: Promise<DatabaseHandle> | null = null;
  const context: CliContext = {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    database: () => (database ??= openCliDatabase()),
  };
  try {
    for (const file of venues) {
      const json = path.join(dir, `${file.license}.json`);
      writeFileSync(json, JSON.stringify(file, null, 2));
      // What `npm run venue -- import` runs: validation, then a replacement of the earlier run's copy.
      await importCommand.run([json], context);
    }
    await storeSearchVenueOddFields((await context.database()).db);
  } finally {
    const opened = database as Promise<DatabaseHandle> | null;
    if (opened) await (await opened).close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const message = error instanceof UserError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`e2e fixture venues not imported: ${message}\n`);
    process.exit(1);
  },
);
