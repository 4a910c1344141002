import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { Language } from "@/lib/domain/language";

type Props = { params: Promise<{ lang: string }> };

/** Landing (onboarding) screen; the venue's cover, name and forms come with the catalogue (issue 4). */
export default async function LandingPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang as Language);
  const t = await getTranslations("Landing");
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 p-6">
      <Link
        href="/home/"
        className="rounded-md bg-primary px-6 py-3 font-bold text-white focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {t("openMenu")}
      </Link>
    </main>
  );
}
