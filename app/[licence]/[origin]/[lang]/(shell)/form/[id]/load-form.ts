import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { trackingIdsOf } from "@/lib/analytics/events";
import { env } from "@/lib/config/env";
import { formSource } from "@/lib/forms/menu-form";
import { paragraphHtml } from "@/lib/forms/paragraph-html";
import { readyVenueOrNull, screenVenue, type ScreenParams } from "@/lib/venue/screen-venue";
import { screenMetadata } from "@/lib/venue/seo";

export type FormParams = Promise<ScreenParams & { id: string }>;

export async function formMetadata(params: FormParams): Promise<Metadata> {
  const { id } = await params;
  const venue = await readyVenueOrNull(params);
  if (!venue) return {};
  const found = formSource(venue.menu.forms, id);
  if (found.source === "none") return {};
  // A form the menu does not list is named once the browser has it; until then the screen reads Loading.
  const screen =
    found.source === "menu" ? found.form.name : (await getTranslations({ locale: venue.language, namespace: "Form" }))("loading");
  return screenMetadata({ venue, screen, path: `/form/${id}/` });
}

/** The form screen's props: the menu's form by id, else its id for the browser to fetch; not found when neither. */
export async function loadForm(params: FormParams) {
  const { id } = await params;
  const venue = await screenVenue(params);
  const { licence, menu, language } = venue;
  const found = formSource(menu.forms, id);
  if (found.source === "none") notFound();
  const form = found.source === "menu" ? found.form : null;
  return {
    venue: {
      lang: language,
      licence,
      menuId: menu.id,
      country: menu.menu_country.trim() || null,
      trackingIds: trackingIdsOf(menu),
      titleSuffix: `${menu.name} | ${env.siteName}`,
    },
    formId: found.source === "menu" ? found.form.id : found.formId,
    form,
    paragraphs: form ? paragraphHtml(form.form_data) : {},
  };
}
