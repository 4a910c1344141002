import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { OrderPushMessage } from "@/lib/api/schemas/push";
import { pushesStatus } from "@/lib/domain/order-push";
import { isActiveStatus, type OrderStatus } from "@/lib/domain/order-status";
import { orderPushMessageOf } from "@/lib/push/order-push-message";
import type { Db } from "../../db/client";
import { orders, pushSubscriptions, venues } from "../../db/schema";
import { describeError } from "../../errors";
import type { CarteMetrics } from "../../observability/metrics";
import type { OrderEvents } from "../events";
import type { PushOutcome, PushSender } from "./sender";

/** A browser offline longer than this gets no stale status when it comes back. */
const TTL_SECONDS = 6 * 60 * 60;
/** How often an instance looks for changes no instance pushed (a NOTIFY sent while none listened). */
export const PUSH_SWEEP_MS = 60_000;

export interface PushDispatchDeps {
  db: Db;
  sender: PushSender;
  log?: (message: string) => void;
  metrics?: Pick<CarteMetrics, "pushes">;
}

export type PushReport = Record<PushOutcome, number>;

/**
 * Pushes an order's latest status to its subscriptions not yet told of it (issue 29), where the venue
 * pushes that status (lib/domain/order-push.ts: the order's end, or every change). Every instance
 * hears every change (LISTEN) and calls this; the UPDATE … WHERE pushed_change < the order's number of
 * status changes … RETURNING claims each subscription for one instance only, so a change is pushed once
 * across all of them (at most once: an instance that dies between the claim and the send loses it).
 * A stale call (a newer change already claimed) claims nothing. After an order's final message
 * (fulfilled, canceled, rejected) its subscriptions are deleted; a 404 or 410 deletes that one.
 */
export async function pushOrderChange({ db, sender, log, metrics }: PushDispatchDeps, uuid: string): Promise<PushReport> {
  const report: PushReport = { sent: 0, gone: 0, failed: 0 };
  const [order] = await db
    .select({
      status: orders.status,
      orderNumber: orders.orderNumber,
      statusChanges: orders.statusChanges,
      updatedAt: orders.updatedAt,
      everyChange: sql<unknown>`${venues.document}->'enable_push_every_status_change'`,
    })
    .from(orders)
    .innerJoin(venues, eq(venues.id, orders.venueId))
    .where(eq(orders.uuid, uuid));
  if (!order) return report;
  const change = order.statusChanges.length;
  const claimed = await db
    .update(pushSubscriptions)
    .set({ pushedChange: change })
    .where(and(eq(pushSubscriptions.orderUuid, uuid), lt(pushSubscriptions.pushedChange, change)))
    .returning({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      language: pushSubscriptions.language,
    });
  // A step the venue does not push is claimed all the same, so the sweep does not offer it again.
  if (!pushesStatus(order.status, order.everyChange === true)) return report;
  const final = !isActiveStatus(order.status);
  const updated = order.statusChanges.at(-1)?.at ?? order.updatedAt.toISOString();
  const gone: number[] = [];
  await Promise.all(
    claimed.map(async (target) => {
      const message = orderPushMessageOf({
        uuid,
        orderNumber: order.orderNumber,
        status: order.status as OrderStatus,
        updated,
        language: target.language as OrderPushMessage["lang"],
      });
      const outcome = await sender.send(target, JSON.stringify(message), {
        ttlSeconds: TTL_SECONDS,
        urgency: final || order.status === "preparing" ? "high" : "normal",
        // One topic per order: a phone that was offline gets the latest status, not each one.
        topic: uuid.replace(/-/g, ""),
      });
      report[outcome] += 1;
      metrics?.pushes.inc({ outcome });
      if (outcome === "gone") gone.push(target.id);
    }),
  );
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  // Only those told of this final change: one renewed meanwhile keeps its claim for the sweep.
  if (final)
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.orderUuid, uuid), gte(pushSubscriptions.pushedChange, change)));
  if (report.failed > 0) log?.(`web push: ${report.failed} of ${claimed.length} failed for order ${uuid}`);
  return report;
}

/** Orders with a subscription behind their status: changes no instance pushed. */
export async function ordersBehind(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ uuid: pushSubscriptions.orderUuid })
    .from(pushSubscriptions)
    .innerJoin(orders, eq(orders.uuid, pushSubscriptions.orderUuid))
    .where(lt(pushSubscriptions.pushedChange, sql`jsonb_array_length(${orders.statusChanges})`))
    .limit(500);
  return rows.map((row) => row.uuid);
}

export interface PushDispatch {
  /** Hears no more changes, and resolves once the pushes under way are done. */
  stop(): Promise<void>;
  /** Resolves once nothing this instance has heard or swept is still being pushed. */
  idle(): Promise<void>;
}

/**
 * One instance's share of web push: every order update it hears (from any process: the venue CLI, a
 * payment, the POS) is pushed through pushOrderChange, and every PUSH_SWEEP_MS (and at once) the changes
 * nobody heard are.
 */
export async function startPushDispatch(
  deps: PushDispatchDeps & { events: OrderEvents },
  { sweepMs = PUSH_SWEEP_MS }: { sweepMs?: number } = {},
): Promise<PushDispatch> {
  const log = deps.log ?? ((message: string) => console.error(message));
  const running = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const done = work.catch((error: unknown) => log(`web push failed: ${describeError(error)}`)).finally(() => running.delete(done));
    running.add(done);
  };
  const unsubscribe = await deps.events.subscribeAll((update) => track(pushOrderChange(deps, update.uuid)));
  const sweep = () => track(ordersBehind(deps.db).then((uuids) => Promise.all(uuids.map((uuid) => pushOrderChange(deps, uuid)))));
  sweep();
  const timer = setInterval(sweep, sweepMs);
  timer.unref();
  // A push may start while others finish: idle once a look finds none under way.
  const idle = async () => {
    while (running.size > 0) await Promise.all(running);
  };
  return {
    async stop() {
      clearInterval(timer);
      unsubscribe();
      await idle();
    },
    idle,
  };
}
