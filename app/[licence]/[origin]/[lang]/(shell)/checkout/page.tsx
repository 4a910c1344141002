import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { CheckoutScreen } from "@/components/checkout/checkout-screen";
import { checkoutSettings } from "@/components/checkout/checkout-settings";
import type { Language } from "@/lib/domain/language";
import { screenMetadata } from "@/lib/venue/seo";
import { loadVenue } from "@/lib/venue/venue";
import { Providers } from "@/components/providers";

type Props = { params: Promise<{ licence: string; origin: string; lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { licence, origin, lang } = await params;
  const venue = await loadVenue(licence, lang as Language, origin);
  if (venue.status !== "ready") return {};
  const t = await getTranslations({ locale: venue.language, namespace: "Meta" });
  // 'Checkout | {venue name} | {site}'; a guest's own checkout is nothing for search engines.
  const metadata = await screenMetadata({ venue, screen: t("checkout"), path: "/checkout/" });
  return { ...metadata, robots: { index: false, follow: false } };
}

/** Checkout (001 sections 2 to 5): the cart is in the browser, so the screen is a client leaf. */
export default async function CheckoutPage({ params }: Props) {
  const { licence, origin, lang } = await params;
  setRequestLocale(lang as Language);
  const venue = await loadVenue(licence, lang as Language, origin);
  if (venue.status !== "ready") notFound();
  return (
    <Providers>
      <CheckoutScreen settings={checkoutSettings(venue)} />
    </Providers>
  );
}
