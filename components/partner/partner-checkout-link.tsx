import { useTranslations } from "next-intl";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useHydrated } from "@/components/cart/use-hydrated";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { Order } from "@/lib/api/schemas/order";
import { partnerCheckoutPath, showPartnerCheckoutLink } from "@/lib/domain/partner-checkout";
import { partnerCheckoutOrder } from "./partner-order";

/** The order screen's way in to the partner checkout (tips, wallet, payment options) for the active order. */
export function PartnerCheckoutLink({ order, partner }: { order: Order; partner: boolean }) {
  const t = useTranslations("PartnerCheckout");
  const hydrated = useHydrated();
  const activeOrder = useCartStore((state) => state.activeOrder);
  if (!hydrated || !showPartnerCheckoutLink({ partner, activeOrder, order: partnerCheckoutOrder(order) })) return null;
  return (
    <Link href={partnerCheckoutPath(order.uuid)} className={buttonClass()}>
      {t("payNow")}
    </Link>
  );
}
