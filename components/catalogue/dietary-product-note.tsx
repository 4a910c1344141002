"use client";

import { useTranslations } from "next-intl";
import { dietaryFilterFor, passesDietaryFilter } from "@/lib/domain/dietary-filter";
import { useDietaryFilter } from "./use-dietary-filter";

type Props = { menuPropertyIds: readonly number[]; properties: readonly number[] };

/**
 * On the product screen the dish the guest opened is marked, not hidden: a shared link or a search
 * result must still open, and the guest sees why the lists left it out.
 */
export function DietaryProductNote({ menuPropertyIds, properties }: Props) {
  const t = useTranslations("DietaryFilter");
  const [stored] = useDietaryFilter();
  const passes = passesDietaryFilter({ properties }, dietaryFilterFor(stored, menuPropertyIds));
  return (
    <p role="status" className="empty:hidden">
      {!passes && <span className="rounded bg-black/10 px-2 py-1 text-sm font-bold">{t("productNote")}</span>}
    </p>
  );
}
