import { z } from "zod";
import "@/lib/zod-config";
import { idText, optionalText, orNull } from "./common";
import { textField } from "./request-fields";

/** Payment-return screens /{lang}/payment/{provider} (001 section 2). */
export const PAYMENT_PROVIDER_NAMES = [
  "paylink",
  "ngenius",
  "xpresspay",
  "skipcash",
  "paytabs",
  "thawani",
  "2c2p",
  "magnati",
  "amwalpay",
  "paystack",
  "stripe",
  "noon",
] as const;

export type PaymentProvider = (typeof PAYMENT_PROVIDER_NAMES)[number];
export const paymentProvider = z.enum(PAYMENT_PROVIDER_NAMES);

export const PAYMENT_STATUSES = { pending: "PENDING", paid: "PAID", failed: "FAILED" } as const;

/** Answer of every status call. The screen knows PENDING, PAID and FAILED; other values are shown as sent. */
export const paymentStatusAnswer = z.object({
  status: z.string().min(1),
  orderId: orNull(idText),
  orderUUID: optionalText,
});

// Status request bodies (001 section 7). Path-only providers send none.
const reference = textField("payment_reference").min(1);
export const paylinkStatusBody = z.object({ reference, checkout: reference });
export const ngeniusStatusBody = z.object({ reference });
export const xpresspayStatusBody = z.object({ reference });
export const skipcashStatusBody = z.object({ reference });
export const noonStatusBody = z.object({ orderUUID: textField("order_id").min(1), noonOrderId: reference });
export const stripeStatusBody = z.object({ ref: reference, session: reference });
export const thawaniStatusBody = z.object({ ref: reference });

/** Body schema of each status call, for the server side; null where the reference is in the path. */
export const PAYMENT_STATUS_BODIES = {
  paylink: paylinkStatusBody,
  ngenius: ngeniusStatusBody,
  xpresspay: xpresspayStatusBody,
  skipcash: skipcashStatusBody,
  paytabs: null,
  noon: noonStatusBody,
  stripe: stripeStatusBody,
  thawani: thawaniStatusBody,
  "2c2p": null,
  magnati: null,
  paystack: null,
  amwalpay: null,
} satisfies Record<PaymentProvider, z.ZodType | null>;

export type PaymentStatusAnswer = z.output<typeof paymentStatusAnswer>;
export type PaymentStatusBody =
  | z.output<typeof paylinkStatusBody>
  | z.output<typeof ngeniusStatusBody>
  | z.output<typeof xpresspayStatusBody>
  | z.output<typeof skipcashStatusBody>
  | z.output<typeof noonStatusBody>
  | z.output<typeof stripeStatusBody>
  | z.output<typeof thawaniStatusBody>;
