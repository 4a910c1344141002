import { useTranslations } from "next-intl";

/**
 * 001 section 8: "Minimum order: 'Minimum order amount required' plus the amount" (the venue's
 * ui_str_minimum_order_amount replaces the words; the amount still follows).
 */
export function MinimumOrderBanner({ amount }: { amount: string }) {
  const t = useTranslations("Cart");
  return (
    <p role="status" className="rounded-lg border border-red-800 bg-red-50 px-3 py-2 text-center font-bold text-red-800">
      {t("minimumOrder", { amount })}
    </p>
  );
}
