"use client";

import { useTranslations } from "next-intl";
import { useEffect, type ReactNode } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useRouter } from "@/i18n/navigation";
import { cartRedirect } from "@/lib/domain/cart-redirect";
import type { CartConfig } from "./cart-config";
import { CartContent } from "./cart-content";
import { PaymentRedirect } from "./payment-redirect";
import { LoadingStatus, OnceHydrated } from "./once-hydrated";
import { useResolvedOrderType } from "./use-resolved-order-type";

type Props = {
  config: CartConfig;
  /** The upsell block, rendered on the server from the menu; shown only beside lines. */
  upsell: ReactNode;
};

/** The cart's client part: waits for the stored cart, then redirects, shows the empty state or the lines. */
export function CartScreen(props: Props) {
  return (
    <OnceHydrated>
      <CartBody {...props} />
    </OnceHydrated>
  );
}

function CartBody({ config, upsell }: Props) {
  const t = useTranslations("Cart");
  const router = useRouter();
  const hasItems = useCartStore((state) => state.products.length > 0);
  const paymentUrl = useCartStore((state) => state.paymentUrl);
  const activeOrder = useCartStore((state) => state.activeOrder);
  const redirect = cartRedirect({ paymentUrl, activeOrder, hasItems });
  const orderId = redirect?.kind === "order" ? redirect.uuid : null;

  useEffect(() => {
    if (orderId) router.replace(`/order/${encodeURIComponent(orderId)}/`);
  }, [orderId, router]);

  // 001 section 4: delivery with a table or room, or with delivery switched off, is not kept.
  useResolvedOrderType({ enabled: config.enabledOrderTypes, partner: config.partner, active: true });

  if (redirect?.kind === "payment") return <PaymentRedirect url={redirect.url} />;
  if (redirect?.kind === "order") return <LoadingStatus />;
  if (!hasItems) return <p className="py-6 text-center text-lg">{t("empty")}</p>;
  return <CartContent config={config} upsell={upsell} />;
}
