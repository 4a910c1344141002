import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { categoryAvailableNow, findCategory } from "@/lib/venue/catalogue";
import { screenMetadata } from "@/lib/venue/seo";
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

export async function categoryMetadata(params: CategoryParams): Promise<Metadata> {
  const { venue, category } = await loadCategory(params);
  const image =
    !category.hidden_image && category.image.product
      ? { url: category.image.product, width: category.image_width, height: category.image_height, alt: category.name }
      : null;
  return screenMetadata({ venue, screen: category.name, path: `/category/${category.id}/`, description: category.description, image });
}
