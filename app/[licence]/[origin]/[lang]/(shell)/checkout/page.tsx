import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CheckoutScreen } from "@/components/checkout/checkout-screen";
import { checkoutSettings } from "@/components/checkout/checkout-settings";
import { screenMetadata } from "@/lib/venue/seo";
import { readyVenueOrNull, screenVenue } from "@/lib/venue/screen-venue";
import { Providers } from "@/components/providers";

type Props = { params: Promise<{ licence: string; origin: string; lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const venue = await readyVenueOrNull(params);
  if (!venue) return {};
  const t = await getTranslations({ locale: venue.language, namespace: "Meta" });
  // 'Checkout | {venue name} | {site}'; a guest's own checkout is nothing for search engines.
  const metadata = await screenMetadata({ venue, screen: t("checkout"), path: "/checkout/" });
  return { ...metadata, robots: { index: false, follow: false } };
}

/** Checkout (001 sections 2 to 5): the cart is in the browser, so the screen is a client leaf. */
export default async function CheckoutPage({ params }: Props) {
  const venue = await screenVenue(params);
  return (
    <Providers>
      <CheckoutScreen settings={checkoutSettings(venue)} />
    </Providers>
  );
}
