import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { balanceDue } from "@/lib/domain/balance";
import { toMilli } from "@/lib/domain/money";
import { ONLINE_PAYMENT_STATUSES, orderPaymentState, type OnlinePaymentStatus } from "@/lib/domain/order-payment";
import { ORDER_STATUSES } from "@/lib/domain/order-status";
import { paddedOrderId } from "@/lib/domain/order-number";
import type { Db } from "../db/client";
import { orders, payments, venues } from "../db/schema";
import { parseCommandArgs, positiveInteger } from "./args";
import { UserError } from "./cli-error";
import type { CliCommand } from "./context";
import { renderTable } from "./table";

const usage = `npm run venue -- orders [--license L] [--status S] [--limit N]
  --status: one of ${ORDER_STATUSES.join(", ")}; --limit: default 20.`;

export function checkStatus(status: string): (typeof ORDER_STATUSES)[number] {
  const known = ORDER_STATUSES.find((candidate) => candidate === status);
  if (!known) throw new UserError(`Unknown status "${status}". Statuses: ${ORDER_STATUSES.join(", ")}.`);
  return known;
}

const isOnlineStatus = (value: string): value is OnlinePaymentStatus => (ONLINE_PAYMENT_STATUSES as readonly string[]).includes(value);

/**
 * The payment column (issue 11), from the order's data as the guest's order screen reads it
 * (lib/domain/order-payment.ts): the type of an order paid at the venue, else card and its state.
 */
async function paymentColumn(db: Db, rows: { uuid: string; paymentType: string; total: string }[]): Promise<Map<string, string>> {
  const uuids = rows.map((row) => row.uuid);
  const found = uuids.length
    ? await db
        .select({
          orderUuid: payments.orderUuid,
          status: payments.status,
          amount: payments.amount,
          paymentType: payments.paymentType,
          split: payments.splitPaymentUuid,
        })
        .from(payments)
        .where(inArray(payments.orderUuid, uuids))
        .orderBy(asc(payments.id))
    : [];
  const column = new Map<string, string>();
  for (const row of rows) {
    const own = found.filter((payment) => payment.orderUuid === row.uuid);
    const last = own.filter((payment) => payment.paymentType === "card" && payment.split === null).at(-1)?.status ?? null;
    const state = orderPaymentState({
      paymentType: row.paymentType,
      total: toMilli(row.total),
      balanceDue: balanceDue(
        toMilli(row.total),
        own.map((payment) => ({ amount: toMilli(payment.amount), status: payment.status })),
      ),
      lastOnlinePayment: last !== null && isOnlineStatus(last) ? last : null,
    });
    column.set(row.uuid, state === "at_venue" ? row.paymentType : `card ${state}`);
  }
  return column;
}

/** "2025-05-01 10:00:00" in UTC: one column width whatever the venue's time zone. */
const utc = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");

export const ordersCommand: CliCommand = {
  summary: "List orders, newest first.",
  usage,
  async run(args, context) {
    const { values } = parseCommandArgs(
      args,
      {
        license: { type: "string", short: "l" },
        status: { type: "string", short: "s" },
        limit: { type: "string", short: "n" },
      },
      usage,
      0,
    );
    const limit = positiveInteger(values.limit, "limit", 20);
    const filters: SQL[] = [];
    if (values.status !== undefined) filters.push(eq(orders.status, checkStatus(values.status)));
    const { db } = await context.database();
    if (values.license !== undefined) {
      const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.license, values.license));
      if (!venue) throw new UserError(`No venue has licence ${values.license}.`);
      filters.push(eq(orders.venueId, venue.id));
    }
    const rows = await db
      .select({
        license: venues.license,
        orderNumber: orders.orderNumber,
        uuid: orders.uuid,
        status: orders.status,
        orderType: orders.orderType,
        paymentType: orders.paymentType,
        total: orders.total,
        currency: orders.currency,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(venues, eq(venues.id, orders.venueId))
      .where(and(...filters))
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(limit);
    if (!rows.length) {
      context.out("No orders.");
      return;
    }
    // Order numbers restart per venue, so the licence is shown unless the list is of one venue.
    const withLicense = values.license === undefined;
    const payment = await paymentColumn(db, rows);
    const header = [...(withLicense ? ["license"] : []), "id", "uuid", "status", "type", "payment", "total", "created (UTC)"];
    const cells = rows.map((row) => [
      ...(withLicense ? [row.license] : []),
      paddedOrderId(row.orderNumber),
      row.uuid,
      row.status,
      row.orderType,
      payment.get(row.uuid) ?? row.paymentType,
      `${row.total} ${row.currency}`,
      utc(row.createdAt),
    ]);
    for (const line of renderTable(header, cells, [header.indexOf("total")])) context.out(line);
  },
};
