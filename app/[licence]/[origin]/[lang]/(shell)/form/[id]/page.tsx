import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { FormScreen } from "@/components/forms/form-screen";
import { trackingIdsOf } from "@/lib/analytics/events";
import { env } from "@/lib/config/env";
import { formSource } from "@/lib/forms/menu-form";
import { paragraphHtml } from "@/lib/forms/paragraph-html";
import { screenMetadata } from "@/lib/venue/seo";
import { readyVenueOrNull, screenVenue } from "@/lib/venue/screen-venue";
import { Providers } from "@/components/providers";

type Props = { params: Promise<{ licence: string; origin: string; lang: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
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

/** The form screen (000 section 2): the menu's form by id, else the browser fetches it. */
export default async function FormPage({ params }: Props) {
  const { id } = await params;
  const venue = await screenVenue(params);
  const { licence } = venue;
  const { menu, language } = venue;
  const found = formSource(menu.forms, id);
  if (found.source === "none") notFound();
  const form = found.source === "menu" ? found.form : null;
  return (
    <Providers>
      <FormScreen
        venue={{
          lang: language,
          licence,
          menuId: menu.id,
          country: menu.menu_country.trim() || null,
          trackingIds: trackingIdsOf(menu),
          titleSuffix: `${menu.name} | ${env.siteName}`,
        }}
        formId={found.source === "menu" ? found.form.id : found.formId}
        form={form}
        paragraphs={form ? paragraphHtml(form.form_data) : {}}
      />
    </Providers>
  );
}

/** Rendered on its first request per id, then cached (the root layout's revalidate). */
export function generateStaticParams(): { id: string }[] {
  return [];
}
