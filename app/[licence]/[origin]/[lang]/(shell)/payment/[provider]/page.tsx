import type { Metadata } from "next";
import { PaymentReturnScreen } from "@/components/payment/payment-return-screen";
import { loadPaymentReturn, paymentReturnMetadata, type PaymentParams, type PaymentSearchParams } from "./load-payment-return";

type Props = { params: PaymentParams; searchParams: PaymentSearchParams };

export function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return paymentReturnMetadata(params, searchParams);
}

/** A payment-return screen /{lang}/payment/{provider} (001 section 2). */
export default async function PaymentReturnPage({ params, searchParams }: Props) {
  return <PaymentReturnScreen {...await loadPaymentReturn(params, searchParams)} />;
}

/** Rendered per request: it reads the request (query or cookie), which a cached page cannot. */
export const dynamic = "force-dynamic";
