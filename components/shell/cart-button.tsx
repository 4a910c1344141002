"use client";

import { useTranslations } from "next-intl";
import { useCartStore, useCartStoreApi } from "@/components/cart/cart-store-provider";
import { useHydrated } from "@/components/cart/use-hydrated";
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
  const early = useEarlyCount(language, arabicNumerals);
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
    <Link
      href={`${icon.href}/`}
      aria-label={label}
      className={`${box} focus-visible:outline-2`}
      key={early === null ? "live" : "server"}
      {...early}
    >
      {content}
    </Link>
  );
}

// Counts a line added before hydration can reach: past it the words stay as they are, the figure is right.
const EARLY_LABELS = 20;

/**
 * What the page's first script needs to show a line it added before hydration on this icon
 * (components/shell/held-tap-script.ts): the cart's storage key, the screen's digits and the label for
 * each count. Only while the server's HTML stands: the hydrated icon is a new element (its key), so
 * nothing the script wrote on the old one outlives it.
 */
function useEarlyCount(language: string, arabicNumerals: boolean) {
  const t = useTranslations("Header");
  const storageKey = useCartStoreApi().persist.getOptions().name;
  const hydrated = useHydrated();
  if (hydrated || !storageKey) return null;
  return {
    "data-early-cart": storageKey,
    "data-early-digits": localiseDigits("0123456789", language, arabicNumerals),
    "data-early-labels": JSON.stringify(Array.from({ length: EARLY_LABELS + 1 }, (_, count) => t("cartWithCount", { count }))),
  };
}
