import { getTranslations } from "next-intl/server";
import { CONTAINER_CLASS } from "./product-list";

/** The shape of a card grid while a home or category screen loads. */
export async function CategorySkeleton() {
  const t = await getTranslations("Common");
  return (
    <div className={`${CONTAINER_CLASS} flex flex-col gap-4 py-4`} aria-busy="true">
      <p className="sr-only" role="status">
        {t("loading")}
      </p>
      <div className="h-8 w-1/2 animate-pulse rounded bg-black/10" />
      <div className="flex flex-wrap justify-around gap-y-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="aspect-[4/3] w-[45%] animate-pulse rounded-lg bg-black/10" />
        ))}
      </div>
    </div>
  );
}
