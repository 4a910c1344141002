import type { ExpireOpenPaymentsPayload } from "@/lib/api/schemas/partner";
import type { Db } from "../../db/client";
import type { VenueApiDeps } from "../../deps";
import { expireCardPayments, ofWholeBill, openCardPayments } from "../payments/open-card-payment";
import { assertPayable, loadPartnerOrder, touchOrder } from "./order";

/**
 * The way out of the one-payment-at-a-time 409 (issue 24 item 3): a guest who left the whole bill's
 * card page open closes it, at its provider first, and may then pay another way. A split share being
 * paid is its guest's own and is left alone. Nothing open answers 0.
 */
export async function expireOpenPayments(
  deps: Pick<VenueApiDeps, "database" | "events" | "clock" | "payments">,
  request: ExpireOpenPaymentsPayload,
): Promise<{ expired: number }> {
  return deps.database.db.transaction(async (transaction) => {
    const tx: Db = transaction;
    const state = await loadPartnerOrder(tx, request.order_id, { lock: true, tableTab: true });
    assertPayable(state.view);
    const open = await openCardPayments(tx, state.view.uuid, ofWholeBill);
    if (open.length === 0) return { expired: 0 };
    await expireCardPayments(tx, deps, open);
    await touchOrder(tx, deps, state.view.uuid);
    return { expired: open.length };
  });
}
