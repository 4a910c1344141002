import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";

/**
 * The not-found text with a way back to the menu (issue 14): reached from a stale link, a mistyped
 * path or a table QR code whose token no longer reads. `fullScreen` when no header is above it.
 */
export async function NotFoundScreen({ fullScreen }: { fullScreen: boolean }) {
  const t = await getTranslations("Errors");
  return (
    <main className={`flex flex-col items-center justify-center gap-4 p-6 text-center ${fullScreen ? "min-h-dvh" : "py-16"}`}>
      <h1 className="text-2xl font-bold">{t("notFoundTitle")}</h1>
      <p>{t("notFoundText")}</p>
      <Link href="/home/" className={buttonClass({ size: "lg" })}>
        {t("backHome")}
      </Link>
    </main>
  );
}
