import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "./client";

/**
 * Issue 15: enumeration columns were free text. The schema types them (drizzle's text enum) and the
 * database refuses any other value, whatever wrote it (the CLI, a script, a later bug).
 */

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  await database.db.execute(
    sql`insert into venues (id, license, default_language, languages, document) values (1, 'enum-test', 'en', '[]', '{}')`,
  );
}, 60_000);
afterAll(() => database.close());

const ORDER = "6f1c2d3e-4a5b-4c6d-8e7f-001122334455";

/** The database's own refusal (drizzle wraps it as the cause). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
    return "accepted";
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return cause instanceof Error ? cause.message : String(cause);
  }
}

function insertOrder(status: string, orderType: string) {
  return database.db
    .execute(sql`insert into orders (uuid, venue_id, order_number, idempotency_key, status, language, order_type, payment_type, sub_total, total, currency)
    values (${ORDER}, 1, 1, 'k', ${status}, 'en', ${orderType}, 'cash', '1', '1', 'AED')`);
}

describe("enumeration columns", () => {
  it("refuses an order status or order type the specification does not name", async () => {
    expect(await refusal(insertOrder("bogus", "delivery"))).toMatch(/orders_status/);
    expect(await refusal(insertOrder("pending", "teleport"))).toMatch(/orders_order_type/);
    await expect(insertOrder("pending", "dine_in")).resolves.toBeDefined();
  });

  it("refuses an unknown payment, split or coupon state", async () => {
    expect(
      await refusal(
        database.db.execute(sql`insert into payments (order_uuid, provider, reference, payment_type, amount, status)
      values (${ORDER}, 'sandbox', 'ref-1', 'card', '1', 'MAYBE')`),
      ),
    ).toMatch(/payments_status/);
    expect(
      await refusal(
        database.db.execute(sql`insert into split_payments (uuid, order_uuid, guest_name, amount, status)
      values ('6f1c2d3e-4a5b-4c6d-8e7f-001122334466', ${ORDER}, 'Guest 1', '1', 'open')`),
      ),
    ).toMatch(/split_payments_status/);
    expect(
      await refusal(
        database.db.execute(sql`insert into coupons (venue_id, code, discount_value_type, discount_value)
      values (1, 'X', 'half', '1')`),
      ),
    ).toMatch(/coupons_discount_value_type/);
  });
});
