import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { browserApi } from "@/lib/api/browser";
import type { Order } from "@/lib/api/schemas/order";
import { PartnerCard } from "./card";
import { useRefreshOrder } from "./use-refresh-order";

/**
 * Issue 24 item 3: while the whole bill's card page is open, no other payment of the bill is taken
 * (the API answers 409). This card says so and lets the guest close that page (expired at its
 * provider) to pay another way: wallet, a split share, Pay My Items.
 */
export function OpenCardPayment({ order, lang }: { order: Order; lang: string }) {
  const t = useTranslations("OpenCardPayment");
  const titleId = useId();
  const refresh = useRefreshOrder(lang, order.uuid);
  const [cancelling, setCancelling] = useState(false);
  if (order.online_payment_status !== "PENDING") return null;

  const cancel = async () => {
    setCancelling(true);
    try {
      await browserApi().expireOpenPayments({ order_id: order.uuid });
      await refresh();
    } catch (failure) {
      console.error("partner checkout: closing the open card payment failed", failure);
      await refresh();
    } finally {
      setCancelling(false);
    }
  };

  return (
    <PartnerCard id={titleId} title={t("title")} testId="open-card-payment">
      <p role="status">{t("text")}</p>
      <Button disabled={cancelling} onClick={() => void cancel()} variant="secondary">
        {cancelling ? t("cancelling") : t("cancel")}
      </Button>
    </PartnerCard>
  );
}
