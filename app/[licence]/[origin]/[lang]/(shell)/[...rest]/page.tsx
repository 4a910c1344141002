import { hasLocale } from "next-intl";
import { notFound } from "next/navigation";
import { LocationCaptureScreen } from "@/components/shell/location-capture-screen";
import { routing } from "@/i18n/routing";
import { isLocationKind } from "@/lib/domain/location-token";

type Props = { params: Promise<{ licence: string; origin: string; lang: string; rest: string[] }> };

/**
 * Unknown paths under a language get the translated not-found screen, except a deep link behind a
 * custom-domain prefix (/{lang}/{prefix}/t/{token}), which only this catch-all can match.
 */
export default async function CatchAll({ params }: Props) {
  const { licence, origin, lang, rest } = await params;
  if (!hasLocale(routing.locales, lang) || !isLocationKind(rest[1])) notFound();
  return <LocationCaptureScreen licence={licence} origin={origin} language={lang} segments={rest} />;
}
