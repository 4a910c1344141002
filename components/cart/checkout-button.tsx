"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

const CLASS =
  "flex min-h-12 w-full items-center justify-center rounded bg-cart-button-bg px-4 text-lg font-bold text-cart-button-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

/** The checkout button (001 section 2): to /{lang}/checkout/, disabled while discounts load. */
export function CheckoutButton({ disabled }: { disabled: boolean }) {
  const t = useTranslations("Cart");
  if (disabled) {
    return (
      <button type="button" disabled className={`${CLASS} opacity-50`}>
        {t("checkout")}
      </button>
    );
  }
  return (
    <Link href="/checkout/" className={CLASS}>
      {t("checkout")}
    </Link>
  );
}
