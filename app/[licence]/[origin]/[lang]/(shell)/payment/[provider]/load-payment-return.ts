import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { loadPaymentStatus, querySearch } from "@/components/payment/load-payment-status";
import { trackingIdsOf } from "@/lib/analytics/events";
import { paymentProvider, type PaymentProvider } from "@/lib/api/schemas/payment";
import { PRIVATE_SCREEN } from "@/lib/venue/screen-metadata";
import { readyVenueOrNull, screenVenue, type ScreenParams } from "@/lib/venue/screen-venue";
import { screenMetadata } from "@/lib/venue/seo";
import { loadOrder, orderScreenData, orderScreenProps } from "../../order/[id]/load-order";

export type PaymentParams = Promise<ScreenParams & { provider: string }>;
export type PaymentSearchParams = Promise<Record<string, string | string[] | undefined>>;

function providerOf(name: string): PaymentProvider | null {
  const parsed = paymentProvider.safeParse(name);
  return parsed.success ? parsed.data : null;
}

export async function paymentReturnMetadata(params: PaymentParams, searchParams: PaymentSearchParams): Promise<Metadata> {
  const provider = providerOf((await params).provider);
  const venue = provider ? await readyVenueOrNull(params) : null;
  if (!provider || !venue) return {};
  const result = await loadPaymentStatus(provider, querySearch(await searchParams));
  const t = await getTranslations({ locale: venue.language, namespace: "Payment" });
  // 'Order ID - {reference}' or 'Order Payment', then venue and site name (001 section 2).
  const screen = result.orderId ? t("titleWithReference", { reference: result.orderId }) : t("title");
  const metadata = await screenMetadata({ venue, screen, path: `/payment/${provider}/` });
  return { ...metadata, robots: PRIVATE_SCREEN };
}

/** A payment-return screen's data: the provider of the URL (not found when unknown) and its status. */
export async function loadPaymentReturn(params: PaymentParams, searchParams: PaymentSearchParams) {
  const venue = await screenVenue(params);
  const provider = providerOf((await params).provider);
  if (!provider) notFound();
  const result = await loadPaymentStatus(provider, querySearch(await searchParams));
  // Issue 28 item 7: the live order under the result, so the guest need not tap through to it.
  const order = result.orderUuid ? await loadOrder(venue.language, result.orderUuid) : null;
  return {
    licence: venue.licence,
    trackingIds: trackingIdsOf(venue.menu),
    result,
    order: order ? orderScreenProps(orderScreenData(venue, order), false) : null,
  };
}
