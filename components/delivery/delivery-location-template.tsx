import { getTranslations } from "next-intl/server";
import { AnalyticsEvent } from "@/components/shell/analytics-event";
import type { TrackingIds } from "@/lib/analytics/events";
import type { Language } from "@/lib/domain/language";
import { GoogleMapsProvider } from "@/lib/maps/google-maps";
import { DeliveryLocationScreen, type DeliveryLocationConfig } from "./delivery-location-screen";

type Props = { lang: Language; apiKey: string; trackingIds: TrackingIds; config: DeliveryLocationConfig };

/** The delivery-location picker (001 section 2) of venues whose addresses are picked on Google Maps. */
export async function DeliveryLocationTemplate({ lang, apiKey, trackingIds, config }: Props) {
  const t = await getTranslations({ locale: lang, namespace: "DeliveryLocation" });
  return (
    <main className="flex h-[calc(100dvh-3.5rem)] min-h-[32rem] flex-col">
      <AnalyticsEvent licence={config.licence} ids={trackingIds} event={{ event: "delivery_location_page_view" }} />
      <h1 className="px-4 py-2 font-title text-xl">{t("title")}</h1>
      <GoogleMapsProvider apiKey={apiKey} language={lang}>
        <DeliveryLocationScreen config={config} />
      </GoogleMapsProvider>
    </main>
  );
}
