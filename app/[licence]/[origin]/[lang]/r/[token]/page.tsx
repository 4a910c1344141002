import type { Metadata } from "next";
import { hasLocale } from "next-intl";
import { notFound } from "next/navigation";
import { LocationCaptureScreen } from "@/components/shell/location-capture-screen";
import { routing } from "@/i18n/routing";

type Props = { params: Promise<{ licence: string; origin: string; lang: string; token: string }> };

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** /{lang}/r/{token}: a deep link (000 section 2). */
export default async function LocationLinkPage({ params }: Props) {
  const { licence, origin, lang, token } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  return <LocationCaptureScreen licence={licence} origin={origin} language={lang} segments={["r", token]} />;
}
