import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AnalyticsEvent } from "@/components/shell/analytics-event";
import { trackingIdsOf } from "@/lib/analytics/events";
import { DeliveryLocationScreen } from "@/components/delivery/delivery-location-screen";
import { redirect } from "@/i18n/navigation";
import { GoogleMapsProvider } from "@/lib/maps/google-maps";
import { googleMapsApiKey, mapsUsable } from "@/lib/maps/server";
import { screenMetadata } from "@/lib/venue/seo";
import { readyVenueOrNull, screenVenue } from "@/lib/venue/screen-venue";

type Props = { params: Promise<{ licence: string; origin: string; lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const venue = await readyVenueOrNull(params);
  if (!venue) return {};
  const t = await getTranslations({ locale: venue.language, namespace: "Meta" });
  // A guest's own address picker is nothing for search engines.
  const metadata = await screenMetadata({ venue, screen: t("deliveryLocation"), path: "/delivery-location/" });
  return { ...metadata, robots: { index: false, follow: false } };
}

/**
 * The delivery-location picker (001 section 2) of venues whose addresses are picked on Google Maps.
 * The key is read here, on each request, and handed to the browser as a prop; without the flag or
 * the key the guest types the address at checkout instead, so the screen sends them to the cart.
 */
export default async function DeliveryLocationPage({ params }: Props) {
  const venue = await screenVenue(params);
  const { licence, language: lang } = venue;
  const { menu } = venue;
  const apiKey = mapsUsable(menu) ? googleMapsApiKey() : null;
  if (!apiKey) return redirect({ href: "/cart/", locale: lang });
  const t = await getTranslations({ locale: lang, namespace: "DeliveryLocation" });
  // Without outlet coordinates the map opens on 0, 0 until the browser's position answers.
  const fallback = { lat: menu.outlet_latitude ?? 0, lng: menu.outlet_longitude ?? 0 };
  return (
    <main className="flex h-[calc(100dvh-3.5rem)] min-h-[32rem] flex-col">
      <AnalyticsEvent licence={licence} ids={trackingIdsOf(menu)} event={{ event: "delivery_location_page_view" }} />
      <h1 className="px-4 py-2 font-title text-xl">{t("title")}</h1>
      <GoogleMapsProvider apiKey={apiKey} language={venue.language}>
        <DeliveryLocationScreen config={{ licence, menuId: menu.id, fallback }} />
      </GoogleMapsProvider>
    </main>
  );
}
