import "server-only";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { env } from "@/lib/config/env";
import type { Language } from "@/lib/domain/language";
import { parseLocationPath } from "@/lib/domain/location-token";
import { orderTypeFlags } from "@/lib/domain/order-type";
import { loadVenue } from "@/lib/venue/venue";
import { LocationCapture } from "./location-capture";

/** The venue's path segments (app/[licence]/[origin]), the page's language and the path after it. */
interface LocationCaptureScreenProps {
  licence: string;
  origin: string;
  language: Language;
  segments: readonly string[];
}

/**
 * A table, room or area deep link (000 section 2): `segments` is the path after the language,
 * [{prefix}] {t|r|a} {token}. A token this app did not issue, or anything after it, is not found:
 * a stale QR code must not silently seat the guest at no table.
 */
export async function LocationCaptureScreen({ licence, origin, language, segments }: LocationCaptureScreenProps) {
  const parsed = parseLocationPath([language, ...segments], env.locationTokenSalt);
  if (!parsed || parsed.location === null || parsed.rest.length > 0) notFound();
  const venue = await loadVenue(licence, language, origin);
  if (venue.status !== "ready") notFound();
  const t = await getTranslations({ locale: language, namespace: "Common" });
  const { menu } = venue;
  return (
    <LocationCapture
      orderLocation={parsed.location.orderLocation}
      orderLocationType={parsed.location.orderLocationType}
      locationToken={`${parsed.kind}/${parsed.token}`}
      enableWishlist={menu.enable_wishlist_table_orders}
      enabledOrderTypes={orderTypeFlags(menu)}
      partner={menu.al_futtaim_enabled}
      message={t("loading")}
    />
  );
}
