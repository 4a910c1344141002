import { toMilli } from "@/lib/domain/money";
import { isTabClosed } from "@/lib/domain/table-tab";
import type { Db } from "../../db/client";
import { ApiProblem } from "../../errors";
import { venueMoneyDecimals, isTableTabEnabled } from "../partner/venue";
import { loadOrderView, type OrderView } from "./view";

/** Whether the order is a table tab (issue 16) that has been paid in full: it takes no more rounds. */
export function isClosedTab(document: Record<string, unknown>, view: OrderView): boolean {
  if (!isTableTabEnabled(document) || view.origin_type !== "table") return false;
  const paid = view.payments.reduce((total, payment) => total + toMilli(payment.amount), 0);
  return isTabClosed({ paid, balanceDue: toMilli(view.balance_due) }, venueMoneyDecimals(document));
}

/** The order, if it is a table tab still open: a closed one is as if the table had no order. */
export async function openTabOrNull(db: Db, document: Record<string, unknown>, uuid: string | null): Promise<string | null> {
  if (!uuid || !isTableTabEnabled(document)) return uuid;
  const view = await loadOrderView(db, uuid);
  return view && !isClosedTab(document, view) ? uuid : null;
}

/** 409 for a round added to a tab already paid: the guest starts the table's next tab instead. */
export async function refuseClosedTab(db: Db, document: Record<string, unknown>, uuid: string): Promise<void> {
  const view = await loadOrderView(db, uuid);
  if (view && isClosedTab(document, view)) {
    throw new ApiProblem(409, { detail: "This table's tab is paid and closed: order again to start a new one." });
  }
}
