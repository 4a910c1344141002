"use client";

import { useTranslations } from "next-intl";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { numberingSystem } from "@/lib/domain/numbering";
import { locationChip } from "@/lib/shell/location-chip";

/**
 * Under the header row: where the guest is ordering from after a table, room or area link, for as
 * long as the cart holds that location. Drawn in the header's own colours, so its contrast is the
 * theme's header contrast.
 */
export function LocationChip({ language, arabicNumerals }: { language: string; arabicNumerals: boolean | null | undefined }) {
  const orderLocation = useCartStore((state) => state.orderLocation);
  const orderLocationType = useCartStore((state) => state.orderLocationType);
  const t = useTranslations("Location");
  const chip = locationChip(orderLocation, orderLocationType, numberingSystem(language, arabicNumerals));
  if (!chip) return null;
  return (
    <div className="flex justify-center px-2 pb-2">
      <p
        role="note"
        aria-label={t("orderingFrom")}
        className="inline-flex max-w-full items-center gap-1 rounded-full border border-current px-3 py-0.5 text-sm font-medium"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
          <circle cx="12" cy="10" r="2.5" />
        </svg>
        <span className="truncate">{t(chip.kind, { location: chip.location })}</span>
      </p>
    </div>
  );
}
