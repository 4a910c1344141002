import { eq } from "drizzle-orm";
import { isCancelled } from "@/lib/domain/order-status";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import { ApiProblem, notFound } from "../../errors";
import { isOrderUuid, loadOrderView, type OrderView } from "./view";

/**
 * The order, its row locked FOR UPDATE (so payments of one order start or change one call at a
 * time), and refused with 409 when it is cancelled: a cancelled order takes no more money.
 */
export async function lockPayableOrder(tx: Db, uuid: string): Promise<OrderView> {
  if (!isOrderUuid(uuid)) throw notFound("Order");
  const key = uuid.toLowerCase();
  const [row] = await tx.select({ uuid: orders.uuid }).from(orders).where(eq(orders.uuid, key)).for("update");
  const view = row ? await loadOrderView(tx, key) : null;
  if (!view) throw notFound("Order");
  if (isCancelled(view.status)) throw new ApiProblem(409, { detail: `The order is ${view.status}.` });
  return view;
}

/**
 * 409 for an order that waits on no online payment: a cash or card machine order, or one with
 * nothing left to pay. Earlier payments do not make it paid: lines merged into a paid order leave a
 * balance the guest must be able to pay (issue 24 item 5).
 */
export function requireUnpaidCardOrder(view: OrderView): void {
  if (view.payment_type !== "card") {
    throw new ApiProblem(409, { detail: `The order is paid at the venue (${view.payment_type}), not online.` });
  }
  if (view.balance_due <= 0) throw new ApiProblem(409, { detail: "The order is paid." });
  if (view.split_payments.length > 0) {
    throw new ApiProblem(409, { detail: "The order is split between guests; each pays their own share." });
  }
}
