import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { SplitCreatePayload, SplitPayPayload } from "@/lib/api/schemas/partner";
import { fromMilli, roundToDecimals, toMilli } from "@/lib/domain/money";
import { isSplitValid } from "@/lib/domain/split";
import type { Db } from "../../db/client";
import { splitPayments } from "../../db/schema";
import type { VenueApiDeps } from "../../deps";
import { ApiProblem, notFound } from "../../errors";
import { startOrderPayment } from "../payments/start";
import { ofWholeBill, refuseWhileCardPaymentOpen } from "../payments/open-card-payment";
import { findOpenPayment } from "./open-payment";
import { assertPayable, loadPartnerOrder, touchOrder } from "./order";

export const SPLIT_STATUS = { available: "AVAILABLE", pending: "PENDING", paid: "PAID" } as const;

/**
 * Splits the balance due between 2 to 6 guests (001 section 4, Split payments): the amounts, at
 * the menu's decimal places, must add up to the balance due at those places. A new split replaces
 * the AVAILABLE shares; PAID shares stay (their money is already off the balance due) and the new
 * guests are numbered after them, unless the request names them; a share being paid (PENDING) blocks
 * re-splitting.
 */
export async function createSplits(deps: Pick<VenueApiDeps, "database" | "events" | "clock">, request: SplitCreatePayload): Promise<void> {
  await deps.database.db.transaction(async (transaction) => {
    const tx: Db = transaction;
    const state = await loadPartnerOrder(tx, request.order_id, { lock: true, tableTab: true });
    assertPayable(state.view);
    if (state.splits.some((split) => split.status === SPLIT_STATUS.pending)) {
      throw new ApiProblem(409, { detail: "A share of this order is being paid; it cannot be split again now." });
    }
    // Shares (and Pay My Items) are taken from the balance a card page of the whole bill may still pay.
    await refuseWhileCardPaymentOpen(tx, state.view.uuid, ofWholeBill);
    const amounts = request.split_amounts.map((amount) => toMilli(amount));
    if (!isSplitValid(amounts, state.balanceDue, state.venue.decimals)) {
      throw new ApiProblem(400, { detail: "Invalid Split Total", errors: { split_amounts: ["Invalid Split Total"] } });
    }
    await tx
      .delete(splitPayments)
      .where(and(eq(splitPayments.orderUuid, state.view.uuid), eq(splitPayments.status, SPLIT_STATUS.available)));
    const kept = state.splits.filter((split) => split.status !== SPLIT_STATUS.available).length;
    await tx.insert(splitPayments).values(
      amounts.map((amount, index) => ({
        uuid: randomUUID(),
        orderUuid: state.view.uuid,
        guestName: request.guest_names?.[index]?.trim() || `Guest ${kept + index + 1}`,
        amount: fromMilli(roundToDecimals(amount, state.venue.decimals)).toFixed(3),
        status: SPLIT_STATUS.available,
        // The order as read lists shares by created_at: one statement would give them all one instant, and
        // a share whose row changes would then move to the end. A millisecond apart keeps Guest 1..n in order.
        createdAt: sql`now() + ${index}::int * interval '1 millisecond'`,
      })),
    );
    await touchOrder(tx, deps, state.view.uuid);
  });
}

/**
 * Starts paying one AVAILABLE share: it becomes PENDING with a PENDING payment for its amount, and
 * the guest goes to the gateway; a share already PENDING answers its open payment. The payment's
 * outcome (payments/complete.ts) makes it PAID, or AVAILABLE again when declined.
 */
export async function paySplit(deps: VenueApiDeps, request: SplitPayPayload, appOrigin: string): Promise<{ payment_url: string }> {
  return deps.database.db.transaction(async (transaction) => {
    const tx: Db = transaction;
    const state = await loadPartnerOrder(tx, request.order_id, { lock: true, tableTab: true });
    assertPayable(state.view);
    const split = state.splits.find((candidate) => candidate.uuid === request.split_payment_uuid.toLowerCase());
    if (!split) throw notFound("Split payment");
    // One open payment per share: a second call answers the one being paid.
    const open = split.status === SPLIT_STATUS.pending ? await findOpenPayment(tx, state.view.uuid, split.uuid) : null;
    if (open?.paymentUrl) return { payment_url: open.paymentUrl };
    if (split.status !== SPLIT_STATUS.available) {
      throw new ApiProblem(409, { detail: `This share is ${split.status === SPLIT_STATUS.pending ? "being paid" : "paid"} already.` });
    }
    if (split.amount > roundToDecimals(state.balanceDue, state.venue.decimals)) {
      throw new ApiProblem(409, { detail: "This share is more than the balance due; split the order again." });
    }
    // Both could otherwise be paid: a share waits until the whole bill's open card page is closed.
    await refuseWhileCardPaymentOpen(tx, state.view.uuid, ofWholeBill);
    await tx.update(splitPayments).set({ status: SPLIT_STATUS.pending }).where(eq(splitPayments.uuid, split.uuid));
    const { paymentUrl } = await startOrderPayment(tx, deps, {
      orderUuid: state.view.uuid,
      amount: split.amount,
      currency: state.view.currency,
      language: request.selected_language,
      provider: state.venue.paymentProvider,
      appOrigin,
      splitPaymentUuid: split.uuid,
    });
    await touchOrder(tx, deps, state.view.uuid);
    return { payment_url: paymentUrl };
  });
}
