import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";

/** An order id the venue API does not know (answered with 404). */
export default async function OrderNotFound() {
  const t = await getTranslations("Order");
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 p-6 text-center">
      <h1 className="font-title text-2xl">{t("notFound")}</h1>
      <Link href="/home/" className={buttonClass()}>
        {t("backToMenu")}
      </Link>
    </main>
  );
}
