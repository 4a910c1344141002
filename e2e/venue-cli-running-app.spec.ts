import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnVenueCli } from "@/server/cli/spawn-cli";
import { PGLITE_LOCK_FILE } from "@/server/db/pglite-lock";
import { testVenue } from "@/server/test/fixtures/venue";
import { expect, test } from "./support/test";
import { fetchOnHost } from "./support/venue-host";

// Issue 28 item 14: the venue CLI works while the app (scripts/e2e-server.ts, `npm start`'s front
// server) runs on the embedded database, through the app's share of it (server/db/pglite-share.ts).
const DATA_DIR = path.resolve(process.env.PGLITE_DIR ?? ".data/pglite");
const HOST = "cli-running.localhost";

test("the venue CLI reads and writes the embedded database while the app has it open", async ({ request, baseURL }) => {
  // Two CLI processes, each starting TypeScript.
  test.setTimeout(120_000);
  expect((await request.get("/backend/health/")).ok()).toBe(true);
  const holder = Number(readFileSync(path.join(DATA_DIR, PGLITE_LOCK_FILE), "utf8"));
  expect(holder).not.toBe(process.pid);
  const port = new URL(baseURL ?? "").port;
  const env = { PGLITE_DIR: DATA_DIR, DATABASE_URL: "", PUBLIC_URL: "", PORT: port };

  // A table link, as README's CLI section promises it: the demo's first custom domain.
  const qr = await spawnVenueCli(["qr", "demo", "--table", "3"], env);
  expect(qr.stderr).not.toContain("serves one process at a time");
  expect(qr.code).toBe(0);
  expect(qr.stdout).toMatch(/^<svg/);
  const link = /Link: (\S+)/.exec(qr.stderr)?.[1] ?? "";
  expect(link).toMatch(new RegExp(`^http://demo\\.localhost:${port}/t/[^/]+$`));
  // The running app answers the printed link: a redirect to the table's venue.
  const opened = await fetchOnHost(`${baseURL}${new URL(link).pathname}/`, `demo.localhost:${port}`);
  expect(opened.status).toBe(303);

  // A write the running app serves at once: a venue the CLI imports opens on its host.
  const work = mkdtempSync(path.join(tmpdir(), "carte-cli-running-"));
  try {
    const file = path.join(work, "venue.json");
    const venue = testVenue(
      { license: "cli-running", custom_domains: [HOST] },
      { id: 9280, name: { en: "Imported While Running", ar: "مطعم التجربة" } },
    );
    writeFileSync(file, JSON.stringify(venue));
    const imported = await spawnVenueCli(["import", file], env);
    expect(imported.stderr).toBe("");
    expect(imported).toMatchObject({ code: 0, stdout: "Imported cli-running (menu 9280)\n" });
    const home = await fetchOnHost(`${baseURL}/en/home/`, `${HOST}:${port}`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Imported While Running");

    // Issue 30 item 1: imported again, the venue's cached page goes at once (NOTIFY venue_changed, heard
    // through the share, then the app's revalidate route), not after the page's 30 seconds.
    venue.menu.name = { en: "Renamed While Running", ar: "مطعم التجربة" };
    writeFileSync(file, JSON.stringify(venue));
    expect((await spawnVenueCli(["import", file], env)).code).toBe(0);
    await expect
      .poll(async () => (await (await fetchOnHost(`${baseURL}/en/home/`, `${HOST}:${port}`)).text()).includes("Renamed While Running"), {
        timeout: 10_000,
      })
      .toBe(true);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
