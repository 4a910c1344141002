import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { Language } from "@/lib/domain/language";

/** What the guest sees for a page not opened before while offline, with the way back to the menu (stored). */
export async function OfflineScreen({ language }: { language: Language }) {
  const t = await getTranslations({ locale: language, namespace: "Offline" });
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col items-center gap-4 px-4 py-12 text-center">
      <h1 className="font-title text-2xl">{t("pageTitle")}</h1>
      <p>{t("pageText")}</p>
      <Link href="/home/" className={buttonClass({ variant: "primary" }, "px-6")}>
        {t("menu")}
      </Link>
    </main>
  );
}
