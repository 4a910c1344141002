import { AnalyticsEvent } from "@/components/shell/analytics-event";
import { OrderScreen, type OrderScreenProps } from "@/components/order/order-screen";
import { Providers } from "@/components/providers";
import type { TrackingIds } from "@/lib/analytics/events";
import { PaymentResult } from "./payment-result";
import type { PaymentResultData } from "./payment-status";

type Props = { licence: string; trackingIds: TrackingIds; result: PaymentResultData; order: OrderScreenProps | null };

/**
 * A payment-return screen /{lang}/payment/{provider} (001 section 2): the provider's status, shown by
 * the shared view, with the live order under it once the status names one (issue 28 item 7).
 */
export function PaymentReturnScreen({ licence, trackingIds, result, order }: Props) {
  return (
    <main
      className="flex w-full grow flex-col px-4 py-8"
      // The cart screen's colours (theme_data cart_screen_*), where the venue sets them.
      style={{ backgroundColor: "var(--color-cart-bg, transparent)", color: "var(--color-cart-text, inherit)" }}
    >
      <AnalyticsEvent licence={licence} ids={trackingIds} event={{ event: "payment_page_view" }} />
      <div className="mx-auto w-full max-w-2xl">
        <PaymentResult result={result} orderShown={order !== null} />
      </div>
      {order && (
        <Providers>
          <OrderScreen {...order} underPaymentResult />
        </Providers>
      )}
    </main>
  );
}
