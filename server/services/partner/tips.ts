import { eq } from "drizzle-orm";
import { fromMilli, roundToDecimals, toMilli, type Milli } from "@/lib/domain/money";
import { isTipOpen, isTipWithinBounds, maxTips } from "@/lib/domain/tips";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import type { VenueApiDeps } from "../../deps";
import { ApiProblem } from "../../errors";
import { assertPayable, loadPartnerOrder, touchOrder } from "./order";

/**
 * Sets an order's tips (001 section 4, Tips): at the menu's decimal places, kept in tips_amount and
 * additional_data.tips_amount, with total = total without tips + tips, in one transaction. Refused
 * once the order is split or a payment is in progress, since those amounts were taken from the
 * old total, once the order is paid in full (isTipOpen), and when the new total would fall below what has already been paid. A tip above the
 * subtotal (or the venue's max_tips_amount) is refused with 422 (issue 24).
 */
export async function saveTips(
  deps: Pick<VenueApiDeps, "database" | "events" | "clock">,
  orderUuid: string,
  tipsAmount: number,
): Promise<void> {
  await deps.database.db.transaction(async (transaction) => {
    const tx: Db = transaction;
    const state = await loadPartnerOrder(tx, orderUuid, { lock: true, tableTab: true });
    assertPayable(state.view);
    if (state.splits.length > 0) throw new ApiProblem(409, { detail: "Tips cannot change once the order is split." });
    if (state.paymentInProgress) {
      throw new ApiProblem(409, { detail: "Tips cannot change while a payment is in progress." });
    }
    if (!isTipOpen(toMilli(state.view.total) - state.paid)) {
      throw new ApiProblem(409, { detail: "Tips cannot change once the order is paid in full." });
    }
    const tips = roundToDecimals(toMilli(tipsAmount), state.venue.decimals);
    const venueMax = venueMaxTips(state.venue.document);
    if (!isTipWithinBounds(tips, toMilli(state.view.sub_total), venueMax)) {
      const message = `The tip can be at most ${fromMilli(maxTips(toMilli(state.view.sub_total), venueMax))}: the order's subtotal${venueMax === null ? "" : " or the venue's maximum"}.`;
      throw new ApiProblem(422, { detail: message, errors: { tips_amount: [message] } });
    }
    const totalWithoutTips = toMilli(state.view.total) - toMilli(state.view.additional_data.tips_amount);
    const total = totalWithoutTips + tips;
    if (total < state.paid) {
      const message = "Tips cannot bring the total below what has been paid";
      throw new ApiProblem(400, { detail: message, errors: { tips_amount: [message] } });
    }
    await tx
      .update(orders)
      .set({
        tipsAmount: fromMilli(tips).toFixed(3),
        total: fromMilli(total).toFixed(3),
        additionalData: { ...state.view.additional_data, tips_amount: fromMilli(tips) },
      })
      .where(eq(orders.uuid, state.view.uuid));
    await touchOrder(tx, deps, state.view.uuid);
  });
}

/** The menu flag max_tips_amount, read tolerantly: anything but a number of at least 0 is no maximum. */
function venueMaxTips(document: Record<string, unknown>): Milli | null {
  const value = document.max_tips_amount;
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? toMilli(value) : null;
}
