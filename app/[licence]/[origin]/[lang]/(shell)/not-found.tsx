import { getTranslations } from "next-intl/server";

/**
 * A shell screen's notFound() (an unknown or hidden id, another venue's form): the not-found text under
 * the venue's header, where the root not-found.tsx ([lang]/not-found.tsx) would replace the header too.
 */
export default async function ShellNotFound() {
  const t = await getTranslations("Errors");
  return (
    <main className="flex flex-col items-center justify-center gap-3 p-6 py-16 text-center">
      <h1 className="text-2xl font-bold">{t("notFoundTitle")}</h1>
      <p>{t("notFoundText")}</p>
    </main>
  );
}
