import type { Metadata } from "next";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { loadPaymentStatus, querySearch } from "@/components/payment/load-payment-status";
import { AnalyticsEvent } from "@/components/shell/analytics-event";
import { trackingIdsOf } from "@/lib/analytics/events";
import { PaymentResult } from "@/components/payment/payment-result";
import { routing } from "@/i18n/routing";
import { paymentProvider, type PaymentProvider } from "@/lib/api/schemas/payment";
import { screenMetadata } from "@/lib/venue/seo";
import { loadVenue } from "@/lib/venue/venue";

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
  const { licence, origin, lang, provider: name } = await params;
  const provider = providerOf(name);
  if (!hasLocale(routing.locales, lang) || !provider) return {};
  const venue = await loadVenue(licence, lang, origin);
  if (venue.status !== "ready") return {};
  const result = await loadPaymentStatus(provider, querySearch(await searchParams));
  const t = await getTranslations({ locale: lang, namespace: "Payment" });
  // 'Order ID - {reference}' or 'Order Payment', then venue and site name (001 section 2).
  const screen = result.orderId ? t("titleWithReference", { reference: result.orderId }) : t("title");
  const metadata = await screenMetadata({ venue, screen, path: `/payment/${provider}/` });
  return { ...metadata, robots: { index: false, follow: false } };
}

/** A payment-return screen /{lang}/payment/{provider} (001 section 2): the provider's status, shown by the shared view. */
export default async function PaymentReturnPage({ params, searchParams }: Props) {
  const { licence, origin, lang, provider: name } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  const provider = providerOf(name);
  if (!provider) notFound();
  setRequestLocale(lang);
  const venue = await loadVenue(licence, lang, origin);
  if (venue.status !== "ready") notFound();
  const { menu } = venue;
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
