import { sharesTableOrder } from "@/lib/domain/table-tab";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ActiveTableOrderCheck } from "@/components/order/active-table-order-check";
import { themeFontStyle } from "@/components/shell/fonts";
import { LocationLink } from "@/components/shell/location-link";
import { PageView } from "@/components/shell/page-view";
import { trackingIdsOf } from "@/lib/analytics/events";
import { ScrollMemoryTracker } from "@/components/shell/scroll-memory";
import { ToastViewport } from "@/components/shell/toasts";
import { UpdateBanner } from "@/components/shell/update-banner";
import { venueMetadata } from "@/components/shell/venue-metadata";
import { VenueScripts } from "@/components/shell/venue-scripts";
import { env } from "@/lib/config/env";
import { orderTypeFlags } from "@/lib/domain/order-type";
import { readyVenueOrNull, screenVenue } from "@/lib/venue/screen-venue";

type Props = {
  children: ReactNode;
  header: ReactNode;
  /** A product opened from a screen, over it (@sheet: Next's intercepting route; issue 28 item 3). */
  sheet: ReactNode;
  params: Promise<{ licence: string; origin: string; lang: string }>;
};

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const venue = await readyVenueOrNull(params);
  if (!venue) return {};
  // 000 section 2: screen name | venue name | site name.
  const suffix = `${venue.menu.name} | ${env.siteName}`;
  // Absolute: the [lang] layout's template would add the site name again ("… | Carte | Carte").
  return { ...venueMetadata(venue.licence), title: { absolute: suffix, template: `%s | ${suffix}` } };
}

/**
 * The chrome of every screen but the landing: header with drawer, update banner and toasts. A layout
 * is rendered once and kept across client navigations, so the header, which shows the menu (venue
 * name, drawer categories by their hours, ordering open), comes from the @header slot, rendered again
 * with each screen (components/shell/header-slot.tsx). A product opened by a client navigation comes in the
 * @sheet slot instead, over the screen it was opened from, which stays as it was (components/catalogue/product-sheet.tsx).
 */
export default async function ShellLayout({ children, header, sheet, params }: Props) {
  const venue = await screenVenue(params);
  const { licence } = venue;
  const { menu } = venue;
  const toasts = await getTranslations("Toasts");
  return (
    <div style={themeFontStyle(menu.theme_data)} className="flex min-h-dvh flex-col font-sans">
      <UpdateBanner serverVersion={menu.qr_app_version} />
      {header}
      <div className="flex-1">{children}</div>
      {sheet}
      <ToastViewport closeLabel={toasts("close")} />
      <LocationLink
        enableWishlist={menu.enable_wishlist_table_orders}
        enabledOrderTypes={orderTypeFlags(menu)}
        partner={menu.al_futtaim_enabled}
      />
      <ActiveTableOrderCheck partner={sharesTableOrder(menu)} menuId={menu.id} />
      <PageView licence={licence} ids={trackingIdsOf(menu)} />
      <ScrollMemoryTracker licence={licence} />
      <VenueScripts ids={menu} />
    </div>
  );
}
