import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { closedBannerText } from "@/components/catalogue/closed-banner-text";
import { notFound } from "next/navigation";
import { categoryAvailableNow, findCategory } from "@/lib/venue/catalogue";
import { categoryJsonLd, screenMetadata } from "@/lib/venue/seo";
import { screenVenue, type ScreenParams } from "@/lib/venue/screen-venue";

export type CategoryParams = Promise<ScreenParams & { id: string }>;

/** The category of the URL, not found when unknown or hidden by its hours at `now` (then nothing names it). */
export async function loadCategory(params: CategoryParams, now = new Date()) {
  const { id } = await params;
  if (!/^\d+$/.test(id)) notFound();
  const venue = await screenVenue(params);
  const category = findCategory(venue.menu, Number(id));
  if (!category || !categoryAvailableNow(venue.menu, category, now)) notFound();
  return { venue, category, now };
}

/**
 * The category screen's data: the category, its structured data and its messages, all awaited here so
 * that the screen renders at once (as the page did: an async screen would reorder the image preloads).
 */
export async function loadCategoryScreen(params: CategoryParams) {
  const { venue, category, now } = await loadCategory(params);
  const t = await getTranslations({ locale: venue.language });
  const labels = {
    menuClosed: closedBannerText(
      { closed: t("Errors.menuClosed"), closedUntil: (time) => t("Errors.menuClosedUntil", { time }) },
      venue.menu,
      venue.language,
      now,
    ),
    noProducts: t("Category.noProducts"),
    categories: t("Home.categories"),
    home: t("Drawer.home"),
  };
  return { venue, category, now, labels, jsonLd: await categoryJsonLd(venue, category, now) };
}

export async function categoryMetadata(params: CategoryParams): Promise<Metadata> {
  const { venue, category } = await loadCategory(params);
  const image =
    !category.hidden_image && category.image.product
      ? { url: category.image.product, width: category.image_width, height: category.image_height, alt: category.name }
      : null;
  return screenMetadata({
    venue,
    screen: category.name,
    path: `/category/${category.id}/`,
    description: category.description,
    preview: { kind: "category", id: category.id },
    image,
  });
}
