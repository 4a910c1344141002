import { eq } from "drizzle-orm";
import { paymentProvider, type PaymentProvider } from "@/lib/api/schemas/payment";
import type { Db } from "../../db/client";
import { venues } from "../../db/schema";

/** The venue file's default provider, also used for a stored value that names no provider. */
export const DEFAULT_PAYMENT_PROVIDER: PaymentProvider = "stripe";

/** The provider a venue chose in its data (venues.payment_provider): its return screen and status call are used. */
export async function venuePaymentProvider(db: Db, venueId: number): Promise<PaymentProvider> {
  const [venue] = await db.select({ provider: venues.paymentProvider }).from(venues).where(eq(venues.id, venueId));
  const parsed = paymentProvider.safeParse(venue?.provider);
  return parsed.success ? parsed.data : DEFAULT_PAYMENT_PROVIDER;
}
