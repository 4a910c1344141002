import { hasLocale } from "next-intl";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { routing } from "@/i18n/routing";
import { formSource } from "@/lib/forms/menu-form";
import { loadVenue } from "@/lib/venue/venue";

type Props = { children: ReactNode; params: Promise<{ licence: string; origin: string; lang: string; id: string }> };

/**
 * Decides "not found" outside this screen's loading boundary: once loading.tsx has streamed the status
 * is 200 for good, and a disabled form or an id that is not a number must answer 404.
 */
export default async function FormLayout({ children, params }: Props) {
  const { licence, origin, lang, id } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  const venue = await loadVenue(licence, lang, origin);
  if (venue.status !== "ready" || formSource(venue.menu.forms, id).source === "none") notFound();
  return children;
}
