import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../../db/client";
import { orderMembers, orders } from "../../db/schema";
import type { AppEnv } from "../../deps";
import { ApiProblem } from "../../errors";
import { isOrderUuid } from "./view";

/** The header a device sends its member key in (issue 24 item 1). */
export const ORDER_KEY_HEADER = "X-Order-Key";
/** Longer keys are not ours: they are refused before any hashing. */
const MAX_KEY_LENGTH = 128;

export type OrderRole = "creator" | "member";

/** What is stored of a key. */
export const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * A new random key for a device that created or joined the order; only its hash is stored, so the
 * key exists only on the device. 32 random bytes: guessing one is hopeless.
 */
export async function issueMemberKey(db: Db, orderUuid: string, role: OrderRole, now: Date): Promise<string> {
  const key = randomBytes(32).toString("base64url");
  await db.insert(orderMembers).values({ orderUuid: orderUuid.toLowerCase(), keyHash: hashOf(key), role, createdAt: now });
  return key;
}

/** The role the key gives on the order, or null for no key, a wrong key, or another order's key. */
export async function orderRoleOf(db: Db, orderUuid: string, key: string | null | undefined): Promise<OrderRole | null> {
  const given = key?.trim() ?? "";
  if (given === "" || given.length > MAX_KEY_LENGTH || !isOrderUuid(orderUuid)) return null;
  const [row] = await db
    .select({ role: orderMembers.role })
    .from(orderMembers)
    .where(and(eq(orderMembers.orderUuid, orderUuid.toLowerCase()), eq(orderMembers.keyHash, hashOf(given))))
    .limit(1);
  return row?.role ?? null;
}

/** The request's member key (X-Order-Key), if any. */
export function orderKeyOf(c: Context<AppEnv>): string | undefined {
  return c.req.header(ORDER_KEY_HEADER);
}

export const NOT_A_MEMBER =
  "Only the device that placed this order, or one that joined it at its table, can change or pay it: the order's link alone is not enough.";

/**
 * 403 unless the request carries the creator's or a member's key of the order (issue 24): the uuid
 * alone reads the order, nothing more. Unknown orders pass, for the caller's own 404.
 */
export async function requireOrderMember(c: Context<AppEnv>, orderUuid: string): Promise<OrderRole | null> {
  const { db } = c.get("deps").database;
  const role = await orderRoleOf(db, orderUuid, orderKeyOf(c));
  if (role) return role;
  if (!(await orderExists(db, orderUuid))) return null;
  throw new ApiProblem(403, { detail: NOT_A_MEMBER, errors: { [ORDER_KEY_HEADER]: [NOT_A_MEMBER] } });
}

async function orderExists(db: Db, orderUuid: string): Promise<boolean> {
  if (!isOrderUuid(orderUuid)) return false;
  const [row] = await db.select({ uuid: orders.uuid }).from(orders).where(eq(orders.uuid, orderUuid.toLowerCase())).limit(1);
  return row !== undefined;
}
