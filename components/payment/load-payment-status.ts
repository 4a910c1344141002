import "server-only";
import { cache } from "react";
import { paymentStatusRequest, type PaymentQuery } from "@/lib/api/payment-providers";
import { isApiError } from "@/lib/api/errors";
import type { PaymentProvider } from "@/lib/api/schemas/payment";
import { serverApi } from "@/lib/venue/api";
import { requestClientAddress, requestHost } from "@/lib/venue/licence";
import { pendingResult, resultFromAnswer, type PaymentResultData } from "./payment-status";

/**
 * The payment status for a return screen (001 sections 2, 4 and 8): no call without the provider's
 * required query parameters; a failed call is logged and the screen stays PENDING. Cached per
 * request, so the page title and the page share one call (the query travels as a string for that).
 */
export const loadPaymentStatus = cache(async (provider: PaymentProvider, search: string): Promise<PaymentResultData> => {
  const query = new URLSearchParams(search);
  const request = paymentStatusRequest(provider, query);
  if (request === null) return pendingResult(null);
  try {
    const answer = await serverApi({ host: await requestHost(), clientAddress: await requestClientAddress() }).getPaymentStatus(
      provider,
      query,
      { cache: "no-store" },
    );
    return resultFromAnswer(request.reference, answer);
  } catch (error) {
    const detail = isApiError(error) ? { kind: error.kind, status: error.status } : error;
    console.error(`payment status (${provider}) failed`, detail);
    return pendingResult(request.reference);
  }
});

/** Next's searchParams as the query string the loader caches on (first value of a repeated name). */
export function querySearch(query: Exclude<PaymentQuery, URLSearchParams>): string {
  const search = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const raw = query[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined) search.set(name, value);
  }
  return search.toString();
}
