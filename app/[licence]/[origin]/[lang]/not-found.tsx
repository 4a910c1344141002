import { getTranslations } from "next-intl/server";

export default async function NotFound() {
  const t = await getTranslations("Errors");
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-bold">{t("notFoundTitle")}</h1>
      <p>{t("notFoundText")}</p>
    </main>
  );
}
