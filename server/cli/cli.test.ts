import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { decodeLocationToken } from "@/lib/domain/location-token";
import { openDatabase } from "../db/client";
import { orders, payments } from "../db/schema";
import { PGLITE_LOCK_FILE } from "../runtime";
import { testVenue } from "../test/fixtures/venue";
import { venueFile } from "../venue/venue-file";
import { spawnVenueCli, type CliRun } from "./spawn-cli";

/**
 * The venue CLI as an operator runs it: a child process on a PGlite folder of its own.
 * Each run opens the database (seconds), so the checks share one folder and run in order.
 */
const SALT = "cli-test-salt";
const work = mkdtempSync(path.join(tmpdir(), "carte-cli-"));
const dataDir = path.join(work, "pglite");
const file = (name: string) => path.join(work, name);

function venue(...args: string[]): Promise<CliRun> {
  return spawnVenueCli(args, { PGLITE_DIR: dataDir, DATABASE_URL: "", LOCATION_TOKEN_SALT: SALT, PUBLIC_URL: "" });
}

const pending = randomUUID();
const canceled = randomUUID();
const declined = randomUUID();

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("npm run venue", () => {
  test("refuses a PGlite folder that a live process holds, and ignores a stale lock", async () => {
    writeFileSync(file("venue.json"), JSON.stringify(testVenue()));
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, PGLITE_LOCK_FILE), `${process.pid}\n`);
    const refused = await venue("import", file("venue.json"));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Process ${process.pid}`);
    expect(refused.stderr).toContain("PGlite serves one process at a time");
    expect(refused.stderr).not.toMatch(/\n\s+at /);

    // A lock left by a process that has ended (a crash) does not block.
    const ended = spawnSync(process.execPath, ["-e", ""]);
    writeFileSync(path.join(dataDir, PGLITE_LOCK_FILE), `${ended.pid}\n`);
    const imported = await venue("import", file("venue.json"));
    expect(imported).toMatchObject({ code: 0, stdout: "Imported test-venue (menu 100)\n" });
  }, 90_000);

  test("an invalid venue file prints every issue as path: message and changes nothing", async () => {
    const bad = testVenue(
      {
        coupons: [{ code: "TENOFF", discount_value_type: "bogus" as "fixed", discount_value: 10 }],
        delivery_zones: [
          {
            name: "Downtown",
            fee: -1,
            polygon: {
              type: "Polygon",
              coordinates: [
                [
                  [55.26, 25.18],
                  [55.3, 25.18],
                  [55.3, 25.21],
                  [55.26, 25.18],
                ],
              ],
            },
          },
        ],
      },
      { name: { en: "Renamed", ar: "جديد" } },
    );
    writeFileSync(file("bad.json"), JSON.stringify(bad));
    writeFileSync(file("broken.json"), "{ not json");

    const invalid = await venue("import", file("bad.json"));
    expect(invalid.code).toBe(1);
    expect(invalid.stdout).toBe("");
    expect(invalid.stderr).toContain('coupons.0.discount_value_type: Invalid option: expected one of "percentage"|"fixed"');
    expect(invalid.stderr).toMatch(/^delivery_zones\.0\.fee: .+/m);
    expect(invalid.stderr).toContain("Nothing was imported.");
    expect(invalid.stderr).not.toMatch(/\n\s+at /);

    const broken = await venue("import", file("broken.json"));
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain("is not JSON");

    // Valid on its own, but its feedback form 5 is test-venue's: refused by the import, not a crash.
    writeFileSync(file("clash.json"), JSON.stringify(testVenue({ license: "other-venue", custom_domains: [] }, { id: 300 })));
    const clash = await venue("import", file("clash.json"));
    expect(clash).toMatchObject({ code: 1, stdout: "", stderr: "Nothing was imported: Form 5 belongs to menu 100, not 300.\n" });
  }, 60_000);

  test("export writes a venue file that parses to the imported one (the bad file changed nothing)", async () => {
    const exported = await venue("export", "test-venue", "--out", file("export.json"));
    expect(exported).toMatchObject({ code: 0, stdout: `Exported test-venue to ${file("export.json")}\n` });
    const text = readFileSync(file("export.json"), "utf8");
    expect(text.startsWith('{\n  "license": "test-venue",\n')).toBe(true);
    const parsed = venueFile.parse(JSON.parse(text));
    expect(parsed).toEqual(venueFile.parse(testVenue()));
    expect(parsed.menu.name).toEqual({ en: "Test Venue", ar: "مطعم التجربة" });
  }, 60_000);

  test("import --app tells a running app through its revalidate route, and refuses without INTERNAL_KEY", async () => {
    const calls: { authorization?: string; body: string; url?: string }[] = [];
    const app = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        calls.push({ authorization: request.headers.authorization, body, url: request.url });
        response.writeHead(calls.length === 1 ? 200 : 503).end("{}");
      });
    });
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
    try {
      const keyless = await spawnVenueCli(["import", file("venue.json"), "--app", origin], {
        PGLITE_DIR: dataDir,
        DATABASE_URL: "",
        INTERNAL_KEY: "",
      });
      expect(keyless).toMatchObject({ code: 1, stdout: "" });
      expect(keyless.stderr).toContain("--app needs INTERNAL_KEY");

      const key = "cli-test-internal-key-0123456789abcdef";
      const told = await spawnVenueCli(["import", file("venue.json"), "--app", origin, "--app", origin], {
        PGLITE_DIR: dataDir,
        DATABASE_URL: "",
        PUBLIC_URL: "",
        INTERNAL_KEY: key,
      });
      expect(told.stdout).toBe("Imported test-venue (menu 100)\n");
      // The second app answers 503: reported, and the import still done.
      expect(told).toMatchObject({ code: 0 });
      expect(told.stderr).toContain(`${origin} was not told`);
      expect(calls).toEqual([
        { authorization: `Bearer ${key}`, body: '{"license":"test-venue"}', url: "/backend/revalidate/" },
        { authorization: `Bearer ${key}`, body: '{"license":"test-venue"}', url: "/backend/revalidate/" },
      ]);
    } finally {
      await new Promise((resolve) => app.close(resolve));
    }
  }, 90_000);

  test("orders lists a venue's orders newest first, with the payment state, totals aligned right", async () => {
    const database = await openDatabase({ dataDir });
    const row = { venueId: 100, language: "en", orderType: "dine_in" as const, paymentType: "cash", subTotal: "22.000", currency: "AED" };
    await database.db.insert(orders).values([
      { ...row, uuid: pending, orderNumber: 1, idempotencyKey: "a", total: "23.100", createdAt: new Date("2025-05-01T10:00:00Z") },
      {
        ...row,
        uuid: canceled,
        orderNumber: 2,
        idempotencyKey: "b",
        total: "5.250",
        status: "canceled",
        orderType: "takeaway",
        createdAt: new Date("2025-05-01T11:30:00Z"),
      },
      {
        ...row,
        uuid: declined,
        orderNumber: 3,
        idempotencyKey: "c",
        total: "9.450",
        paymentType: "card",
        createdAt: new Date("2025-05-01T12:00:00Z"),
      },
    ]);
    await database.db.insert(payments).values({
      orderUuid: declined,
      provider: "stripe",
      reference: "cli-declined",
      paymentType: "card",
      amount: "9.450",
      status: "FAILED",
    });
    await database.close();

    const all = await venue("orders", "--license", "test-venue");
    expect(all.code).toBe(0);
    const lines = all.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^id\s+uuid\s+status\s+type\s+payment\s+total\s+created \(UTC\)$/);
    expect(lines).toHaveLength(5);
    expect(lines[2]).toMatch(new RegExp(`^000003  ${declined}  pending   dine_in   card failed   9\\.450 AED  2025-05-01 12:00:00$`));
    expect(lines[3]).toMatch(new RegExp(`^000002  ${canceled}  canceled  takeaway  cash          5\\.250 AED  2025-05-01 11:30:00$`));
    expect(lines[4]).toMatch(new RegExp(`^000001  ${pending}  pending   dine_in   cash         23\\.100 AED  2025-05-01 10:00:00$`));
  }, 60_000);

  test("order-status changes a status through the service and prints a refused change's 409 detail", async () => {
    const changed = await venue("order-status", pending, "accepted");
    expect(changed).toMatchObject({ code: 0, stdout: `Order 000001 (${pending}): pending -> accepted\n` });

    const refused = await venue("order-status", pending, "pending");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe("An order that is accepted cannot become pending.\n");

    const listed = await venue("orders", "--status", "accepted");
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(new RegExp(`^test-venue  000001  ${pending}  accepted  dine_in  cash     23\\.100 AED`));
  }, 90_000);

  test("common-order sets the POS flag of the licence's own order only, and refuses a bad switch", async () => {
    const set = await venue("common-order", "test-venue", pending, "on");
    expect(set).toMatchObject({ code: 0, stdout: `Order ${pending} of test-venue: common order on\n` });

    const elsewhere = await venue("common-order", "another-venue", canceled, "on");
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toBe(`Order not found. (another-venue ${canceled})\n`);
    const malformed = await venue("common-order", "test-venue", "not-a-uuid", "on");
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toBe("Not an order uuid. (test-venue not-a-uuid)\n");
    const switched = await venue("common-order", "test-venue", canceled, "yes");
    expect(switched.code).toBe(1);
    expect(switched.stderr).toContain('"yes" is neither on nor off.');

    const database = await openDatabase({ dataDir });
    const rows = await database.db.select({ uuid: orders.uuid, flag: orders.commonOrder }).from(orders);
    await database.close();
    expect(rows.filter((row) => row.flag).map((row) => row.uuid)).toEqual([pending]);
  }, 90_000);

  test("qr prints an SVG on standard output and the table link, whose token decodes to the table", async () => {
    const svg = await venue("qr", "test-venue", "--table", "2");
    expect(svg.code).toBe(0);
    expect(svg.stdout.startsWith("<svg")).toBe(true);
    expect(svg.stdout.trimEnd().endsWith("</svg>")).toBe(true);
    const link = /^Link: (https:\/\/menu\.test-venue\.example)\/t\/(\w+)$/m.exec(svg.stderr);
    expect(link).not.toBeNull();
    expect(decodeLocationToken("t", link?.[2] ?? "", SALT)).toEqual({ orderLocation: "2", orderLocationType: "Table" });
  }, 60_000);

  test("qr writes a PNG for a room at the given base URL", async () => {
    const png = await venue(
      "qr",
      "test-venue",
      "--room",
      "101",
      "--format",
      "png",
      "--out",
      file("room.png"),
      "--base-url",
      "http://192.168.1.5:3000/",
    );
    expect(png.code).toBe(0);
    expect([...readFileSync(file("room.png")).subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const link = /^Link: http:\/\/192\.168\.1\.5:3000\/r\/(\w+)$/m.exec(png.stdout);
    expect(decodeLocationToken("r", link?.[1] ?? "", SALT)).toEqual({ orderLocation: "101", orderLocationType: "Room" });
  }, 60_000);

  test("qr refuses an unknown table and lists the venue's tables", async () => {
    const unknown = await venue("qr", "test-venue", "--table", "9");
    expect(unknown).toMatchObject({ code: 1, stdout: "", stderr: "test-venue has no table 9. Its tables: 1, 2, 3.\n" });
  }, 60_000);

  test("qr starts the link with a host name of the venue before an address, as guests' phones read names", async () => {
    const base = testVenue();
    // 10.0.0.7 sorts before menu.test-venue.example: the link used to start with https://10.0.0.7.
    writeFileSync(file("with-address.json"), JSON.stringify({ ...base, custom_domains: ["10.0.0.7", ...(base.custom_domains ?? [])] }));
    expect(await venue("import", file("with-address.json"))).toMatchObject({ code: 0 });
    const svg = await venue("qr", "test-venue", "--table", "2");
    expect(svg).toMatchObject({ code: 0 });
    expect(svg.stderr).toMatch(/^Link: https:\/\/menu\.test-venue\.example\/t\/\w+$/m);
  }, 90_000);

  test("usage mistakes exit 1 with the usage text and no stack trace", async () => {
    const [none, unknown, option] = await Promise.all([venue(), venue("frobnicate"), venue("orders", "--colour", "red")]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("Usage: npm run venue -- <command>");
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.stderr).toContain('Unknown command "frobnicate".');
    expect(option.code).toBe(1);
    expect(option.stderr).toContain("Unknown option '--colour'");
    expect(option.stderr).toContain("Usage: npm run venue -- orders");
  }, 60_000);
});
