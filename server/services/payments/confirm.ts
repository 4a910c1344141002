import type { PaymentProvider, PaymentStatusAnswer } from "@/lib/api/schemas/payment";
import type { VenueApiDeps } from "../../deps";
import { notFound } from "../../errors";
import { completePayment } from "./complete";
import type { ProviderReport } from "./gateway";
import { findPaymentByReference } from "./records";
import { readPaymentStatus } from "./status";
import { recordRefundTask, refundReason } from "./refund-tasks";

type Deps = Pick<VenueApiDeps, "database" | "events" | "clock">;

/**
 * Our record follows a real provider's word, through the one completion (complete.ts): PAID or FAILED
 * change a PENDING payment once; PENDING changes nothing. Money the provider took for a payment we
 * could not mark paid (superseded, expired or failed meanwhile, or one that would overpay the order)
 * is never counted: it becomes a stored refund task, listed by `venue refunds` (issue 24 item 3).
 */
export async function applyProviderReport(deps: Deps, provider: PaymentProvider, { reference, status }: ProviderReport): Promise<void> {
  if (status === "PENDING") return;
  const payment = await findPaymentByReference(deps.database.db, reference);
  // A session of another application on the same Stripe account, or a payment of another provider.
  if (!payment || payment.provider !== provider) return;
  const after = await completePayment(deps, reference, status === "PAID" ? "pay" : "decline");
  if (status === "PAID" && after.status !== "PAID") {
    await recordRefundTask(deps.database.db, after, refundReason(payment.status));
  }
}

/**
 * The return screen's status call for a provider with a real gateway: the provider is asked about
 * the payment the guest came back from (404 when `returned` is not that payment's), our record
 * follows, and the answer is read as every status call reads it.
 */
export async function confirmReturnedPayment(
  deps: Deps & Pick<VenueApiDeps, "payments">,
  provider: PaymentProvider,
  reference: string,
  returned: Record<string, string>,
  ofRequestVenue: (venueId: number) => Promise<boolean>,
): Promise<PaymentStatusAnswer> {
  const verifier = deps.payments.verifier?.(provider);
  if (!verifier) throw notFound("Payment");
  const payment = await findPaymentByReference(deps.database.db, reference);
  if (!payment || payment.provider !== provider || !(await ofRequestVenue(payment.venueId))) throw notFound("Payment");
  await applyProviderReport(deps, provider, { reference, status: await verifier.returned(reference, returned) });
  return readPaymentStatus(deps.database.db, provider, { reference }, ofRequestVenue);
}
