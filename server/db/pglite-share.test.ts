import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, openSharedPglite, type DatabaseHandle } from "./client";
import { firstMessageLength } from "./pglite-share";

const work = mkdtempSync(path.join(tmpdir(), "carte-share-"));
let app: DatabaseHandle;

/** The holder's own reading of the test table. */
async function total(): Promise<number | undefined> {
  // Db is typed for both drivers; both answer { rows }.
  const { rows } = (await app.db.execute(sql`select sum(n)::int as total from shared_check`)) as unknown as { rows: { total: number }[] };
  return rows[0]?.total;
}

beforeAll(async () => {
  app = await openDatabase({ dataDir: work, share: true });
}, 60_000);
afterAll(async () => {
  await app.close();
  rmSync(work, { recursive: true, force: true });
});

test("a second process works on the holder's open database; the holder sees its writes", async () => {
  const cli = await openSharedPglite(work);
  await cli.db.execute(sql`create table shared_check (n int)`);
  await cli.db.transaction(async (tx) => {
    await tx.execute(sql`insert into shared_check values (1), (2)`);
  });
  await cli.close();
  expect(await total()).toBe(3);
}, 30_000);

test("the holder's queries wait while a connection is open: they never run inside its transaction", async () => {
  const cli = await openSharedPglite(work);
  await cli.db.execute(sql`begin`);
  await cli.db.execute(sql`insert into shared_check values (10)`);
  // Started now (a drizzle query runs when awaited).
  const read = total();
  // Round trips of the command's, during which an app's query that did not wait would run.
  for (let trip = 0; trip < 3; trip += 1) await cli.db.execute(sql`select 1`);
  await cli.db.execute(sql`rollback`);
  await cli.close();
  expect(await read).toBe(3);
}, 30_000);

test("the holder's listeners hear a connection's NOTIFY", async () => {
  let hear!: (payload: string) => void;
  const heard = new Promise<string>((resolve) => (hear = resolve));
  const stop = await app.listen("share_check", (payload) => hear(payload));
  const cli = await openSharedPglite(work);
  await cli.db.execute(sql`select pg_notify('share_check', 'from the cli')`);
  await cli.close();
  await expect(heard).resolves.toBe("from the cli");
  await stop();
}, 30_000);

test("a transaction a connection leaves open is rolled back", async () => {
  const cli = await openSharedPglite(work);
  await cli.db.execute(sql`begin`);
  await cli.db.execute(sql`insert into shared_check values (100)`);
  await cli.close();
  expect(await total()).toBe(3);
}, 30_000);

test("messages are framed as PostgreSQL frames them", () => {
  const startup = Buffer.from([0, 0, 0, 8, 0, 3, 0, 0]);
  expect(firstMessageLength(startup, false)).toBe(8);
  expect(firstMessageLength(startup.subarray(0, 6), false)).toBe(0);
  const query = Buffer.from([0x51, 0, 0, 0, 5, 0]);
  expect(firstMessageLength(query, true)).toBe(6);
  expect(firstMessageLength(query.subarray(0, 5), true)).toBe(0);
});
