import { randomUUID } from "node:crypto";
import { writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { openDatabase } from "../db/client";
import { orders } from "../db/schema";
import type { OrderUpdate } from "../services/events";
import { eventually } from "../test/eventually";
import { testVenue } from "../test/fixtures/venue";
import { spawnVenueCli } from "./spawn-cli";

/**
 * On PostgreSQL (TEST_DATABASE_URL) the CLI and a running app share the database, so a status set
 * from the command line must reach the app's order streams: LISTEN here, NOTIFY from the child.
 * The CLI works in the public schema, so it gets a database of its own, dropped afterwards.
 */
const adminUrl = process.env.TEST_DATABASE_URL || null;
const name = `carte_cli_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
const url = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString() : "";
const work = mkdtempSync(path.join(tmpdir(), "carte-cli-pg-"));

async function admin(sql: string) {
  const client = new Client({ connectionString: adminUrl ?? "" });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

(adminUrl ? describe : describe.skip)("npm run venue on PostgreSQL", () => {
  beforeAll(() => admin(`create database "${name}"`), 30_000);
  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    await admin(`drop database if exists "${name}" with (force)`);
  }, 30_000);

  test("order-status publishes order-update through NOTIFY to another process", async () => {
    writeFileSync(path.join(work, "venue.json"), JSON.stringify(testVenue()));
    const imported = await spawnVenueCli(["import", path.join(work, "venue.json")], { DATABASE_URL: url });
    expect(imported).toMatchObject({ code: 0, stdout: "Imported test-venue (menu 100)\n" });

    const uuid = randomUUID();
    const database = await openDatabase({ url });
    await database.db.insert(orders).values({
      uuid,
      venueId: 100,
      orderNumber: 1,
      idempotencyKey: uuid,
      language: "en",
      orderType: "takeaway",
      paymentType: "cash",
      subTotal: "20.000",
      total: "21.000",
      currency: "AED",
    });
    const heard: OrderUpdate[] = [];
    const stop = await database.listen("order_update", (payload) => heard.push(JSON.parse(payload) as OrderUpdate));
    try {
      const changed = await spawnVenueCli(["order-status", uuid, "preparing"], { DATABASE_URL: url });
      expect(changed).toMatchObject({ code: 0, stdout: `Order 000001 (${uuid}): pending -> preparing\n` });
      await eventually(() => heard.length > 0, "the CLI's NOTIFY heard");
      expect(heard).toEqual([{ uuid, status: "preparing", updated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
    } finally {
      await stop();
      await database.close();
    }
  }, 60_000);
});
