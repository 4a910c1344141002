import type { FullPaymentPayload } from "@/lib/api/schemas/partner";
import { roundToDecimals } from "@/lib/domain/money";
import type { Db } from "../../db/client";
import type { VenueApiDeps } from "../../deps";
import { ApiProblem } from "../../errors";
import { startOrderPayment } from "../payments/start";
import { expireCardPayments, ofWholeBill, openCardPayments } from "../payments/open-card-payment";
import { findOpenPayment } from "./open-payment";
import { assertPayable, loadPartnerOrder } from "./order";
import { SPLIT_STATUS } from "./split";

/**
 * Starts a card payment of the whole balance due, at the menu's decimal places (the amount shown
 * and the one a card can be charged), or answers the open one (issue 10 item 10). Nothing to pay is
 * a 400; a share being paid is a 409, as paying the whole order as well would charge that share twice.
 */
export async function payFull(deps: VenueApiDeps, request: FullPaymentPayload, appOrigin: string): Promise<{ payment_url: string }> {
  return deps.database.db.transaction(async (transaction) => {
    const tx: Db = transaction;
    const state = await loadPartnerOrder(tx, request.order_id, { lock: true, tableTab: true });
    assertPayable(state.view);
    const amount = roundToDecimals(state.balanceDue, state.venue.decimals);
    if (amount <= 0) throw new ApiProblem(400, { detail: "Nothing to pay: the balance due is 0." });
    if (state.splits.some((split) => split.status === SPLIT_STATUS.pending)) {
      throw new ApiProblem(409, { detail: "A share of this order is being paid; pay the remaining shares." });
    }
    // One open payment of the whole order: a second call (a double tap, a reload) answers the open
    // one while it still pays exactly the balance due; one that no longer does is the same guest
    // restarting the same payment, so it is expired at its provider first (issue 24 item 3).
    const open = await findOpenPayment(tx, state.view.uuid, null);
    if (open?.paymentUrl && open.amount === amount) return { payment_url: open.paymentUrl };
    await expireCardPayments(tx, deps, await openCardPayments(tx, state.view.uuid, ofWholeBill));
    const { paymentUrl } = await startOrderPayment(tx, deps, {
      orderUuid: state.view.uuid,
      amount,
      currency: state.view.currency,
      language: request.selected_language,
      provider: state.venue.paymentProvider,
      appOrigin,
    });
    return { payment_url: paymentUrl };
  });
}
