import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OfflineScreen } from "@/components/offline/offline-screen";
import { privateTitleMetadata } from "@/lib/venue/screen-metadata";
import { screenVenue, type ScreenParams } from "@/lib/venue/screen-venue";

type Props = { params: Promise<ScreenParams> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  // Not a screen to find: the service worker shows it in place of a page it cannot fetch.
  return privateTitleMetadata(params, async (venue) =>
    (await getTranslations({ locale: venue.language, namespace: "Offline" }))("pageTitle"),
  );
}

/**
 * The offline screen in the venue's chrome (issue 28 item 13): the service worker stores it per language
 * on a visit and answers it for a page the network cannot give (worker/sw.ts).
 */
export default async function OfflinePage({ params }: Props) {
  return <OfflineScreen language={(await screenVenue(params)).language} />;
}
