import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PaymentProvider } from "@/lib/api/schemas/payment";
import { fromMilli, type Milli } from "@/lib/domain/money";
import type { Db } from "../../db/client";
import { payments } from "../../db/schema";
import type { VenueApiDeps } from "../../deps";
import { paymentLabel } from "./label";

export interface StartOrderPaymentArgs {
  orderUuid: string;
  amount: Milli;
  currency: string;
  language: string;
  provider: PaymentProvider;
  appOrigin: string;
  splitPaymentUuid?: string | null;
  paymentType?: "card";
}

/** A fresh reference: 128 random bits, unguessable, and not shaped like any provider's ids. */
export function newPaymentReference(): string {
  return randomUUID().replace(/-/g, "");
}

/**
 * Records a PENDING payment in the caller's transaction (so a failed order writes no payment) and
 * asks the gateway where to send the guest. Language and origin are stored because the hosted page
 * must return the guest to /{lang}/payment/{provider} on the app they came from.
 */
export async function startOrderPayment(
  tx: Db,
  deps: VenueApiDeps,
  args: StartOrderPaymentArgs,
): Promise<{ paymentUrl: string; reference: string }> {
  const reference = newPaymentReference();
  await tx.insert(payments).values({
    orderUuid: args.orderUuid,
    provider: args.provider,
    reference,
    paymentType: args.paymentType ?? "card",
    amount: fromMilli(args.amount).toFixed(3),
    status: "PENDING",
    splitPaymentUuid: args.splitPaymentUuid ?? null,
    language: args.language,
    appOrigin: args.appOrigin,
  });
  const { paymentUrl, gatewayId } = await deps.payments.start({
    provider: args.provider,
    reference,
    orderUuid: args.orderUuid,
    amount: args.amount,
    currency: args.currency,
    language: args.language,
    appOrigin: args.appOrigin,
    label: await paymentLabel(tx, args.orderUuid, args.language),
  });
  // Kept so that a second start of this open payment answers the same URL (partner/open-payment.ts).
  await tx
    .update(payments)
    .set({ paymentUrl, gatewayId: gatewayId ?? null })
    .where(eq(payments.reference, reference));
  return { paymentUrl, reference };
}
