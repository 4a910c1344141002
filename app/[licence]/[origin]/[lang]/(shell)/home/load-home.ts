import "server-only";
import { getTranslations } from "next-intl/server";
import { closedBannerText } from "@/components/catalogue/closed-banner-text";
import { deliveryUnavailable, orderableTypes, selectorTypes } from "@/lib/domain/delivery-availability";
import { enabledOrderTypes, ORDER_TYPE_MESSAGE_KEYS } from "@/lib/domain/order-type";
import { googleMapsApiKey } from "@/lib/maps/server";
import { screenVenue, type ScreenParams } from "@/lib/venue/screen-venue";
import { homeJsonLd } from "@/lib/venue/seo";

/**
 * The home screen's data: the venue, the order types its selector offers, its structured data and its
 * messages, all awaited here so that the screen renders at once (as the page did: an async screen
 * would reorder the image preloads of its product list).
 */
export async function loadHome(params: Promise<ScreenParams>) {
  const venue = await screenVenue(params);
  const now = new Date();
  const t = await getTranslations({ locale: venue.language });
  // Delivery that needs a map position nobody can give here shows unavailable with its reason.
  const noDelivery = deliveryUnavailable(venue.menu, googleMapsApiKey() !== null);
  const orderTypes = selectorTypes(orderableTypes(enabledOrderTypes(venue.menu), noDelivery), noDelivery).map(({ type, available }) => ({
    type,
    label: t(`OrderTypes.${ORDER_TYPE_MESSAGE_KEYS[type]}`),
    unavailable: available ? undefined : t("OrderTypes.deliveryUnavailable"),
  }));
  const labels = {
    title: t("Home.title"),
    orderTypes: t("OrderTypes.label"),
    allProducts: t("Home.allProducts"),
    categories: t("Home.categories"),
    home: t("Drawer.home"),
    popular: t("Home.popular"),
    seeAll: (count: number, category: string) => t("Home.seeAll", { count, category }),
    menuClosed: closedBannerText(
      { closed: t("Errors.menuClosed"), closedUntil: (time) => t("Errors.menuClosedUntil", { time }) },
      venue.menu,
      venue.language,
      now,
    ),
    closePromotion: t("Landing.closePromotion"),
  };
  return { venue, orderTypes, now, labels, jsonLd: await homeJsonLd(venue, now) };
}
