import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { loadPaymentStatus, querySearch } from "@/components/payment/load-payment-status";
import { AnalyticsEvent } from "@/components/shell/analytics-event";
import { trackingIdsOf } from "@/lib/analytics/events";
import { PaymentResult } from "@/components/payment/payment-result";
import { paymentProvider, type PaymentProvider } from "@/lib/api/schemas/payment";
import { screenMetadata } from "@/lib/venue/seo";
import { readyVenueOrNull, screenVenue } from "@/lib/venue/screen-venue";

type Query = Record<string, string | string[] | undefined>;

type Props = {
  params: Promise<{ licence: string; origin: string; lang: string; provider: string }>;
  searchParams: Promise<Query>;
};

function providerOf(name: string): PaymentProvider | null {
  const parsed = paymentProvider.safeParse(name);
  return parsed.success ? parsed.data : null;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const provider = providerOf((await params).provider);
  const venue = provider ? await readyVenueOrNull(params) : null;
  if (!provider || !venue) return {};
  const result = await loadPaymentStatus(provider, querySearch(await searchParams));
  const t = await getTranslations({ locale: venue.language, namespace: "Payment" });
  // 'Order ID - {reference}' or 'Order Payment', then venue and site name (001 section 2).
  const screen = result.orderId ? t("titleWithReference", { reference: result.orderId }) : t("title");
  const metadata = await screenMetadata({ venue, screen, path: `/payment/${provider}/` });
  return { ...metadata, robots: { index: false, follow: false } };
}

/** A payment-return screen /{lang}/payment/{provider} (001 section 2): the provider's status, shown by the shared view. */
export default async function PaymentReturnPage({ params, searchParams }: Props) {
  const venue = await screenVenue(params);
  const provider = providerOf((await params).provider);
  if (!provider) notFound();
  const { licence, menu } = venue;
  const result = await loadPaymentStatus(provider, querySearch(await searchParams));
  return (
    <main
      className="flex w-full grow flex-col px-4 py-8"
      // The cart screen's colours (theme_data cart_screen_*), where the venue sets them.
      style={{ backgroundColor: "var(--color-cart-bg, transparent)", color: "var(--color-cart-text, inherit)" }}
    >
      <AnalyticsEvent licence={licence} ids={trackingIdsOf(menu)} event={{ event: "payment_page_view" }} />
      <div className="mx-auto w-full max-w-2xl">
        <PaymentResult result={result} />
      </div>
    </main>
  );
}

/** Rendered per request: it reads the request (query or cookie), which a cached page cannot. */
export const dynamic = "force-dynamic";
