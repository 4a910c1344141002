"use client";

import { useTranslations } from "next-intl";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { badgeClass } from "@/components/ui/badge";
import { Link } from "@/i18n/navigation";
import { totalQuantity } from "@/lib/cart/lines";
import { headerCartIcon } from "@/lib/domain/active-order";
import { localiseDigits } from "@/lib/domain/money-format";

interface Props {
  language: string;
  orderingOpen: boolean;
  arabicNumerals: boolean;
}

/**
 * The header's cart icon with the total quantity badge, or the green check mark of an active order
 * (opening /{lang}/order/{uuid}/); dimmed and disabled while ordering is closed.
 */
export function CartButton({ language, orderingOpen, arabicNumerals }: Props) {
  const t = useTranslations("Header");
  const count = useCartStore((state) => totalQuantity(state.products));
  const activeOrder = useCartStore((state) => state.activeOrder);
  const activeOrderUnpaid = useCartStore((state) => state.awaitingPayment);
  // 001 section 4: with an active order the badge is a green check mark and the icon opens the order.
  const icon = headerCartIcon({ activeOrderId: activeOrder, orderingOpen, totalQuantity: count, activeOrderUnpaid });
  const label = icon.badge.kind === "check" ? t("activeOrder") : t("cartWithCount", { count });
  const content = (
    <>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.4 11h11.2L21 8H6.2" />
        <circle cx="9" cy="19" r="1.5" />
        <circle cx="17" cy="19" r="1.5" />
      </svg>
      {icon.badge.kind !== "none" && (
        <span aria-hidden="true" className={badgeClass(icon.badge.kind === "check" ? "success" : "theme", "absolute top-0 end-0", "count")}>
          {icon.badge.kind === "check" ? "✓" : localiseDigits(String(icon.badge.count), language, arabicNumerals)}
        </span>
      )}
    </>
  );
  const box = "relative inline-flex size-11 shrink-0 items-center justify-center rounded";
  if (icon.disabled) {
    return (
      <span role="link" aria-disabled="true" aria-label={label} className={`${box} cursor-not-allowed opacity-40`}>
        {content}
      </span>
    );
  }
  return (
    <Link href={`${icon.href}/`} aria-label={label} className={`${box} focus-visible:outline-2`}>
      {content}
    </Link>
  );
}
