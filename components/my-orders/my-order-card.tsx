import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { Order } from "@/lib/api/schemas/order";
import type { ReorderCatalogue } from "@/lib/cart/reorder-catalogue";
import { toMilli } from "@/lib/domain/money";
import { formatMoney, type MoneySettings } from "@/lib/domain/money-format";
import type { RememberedOrder } from "@/lib/domain/my-orders";
import { formatOrderDate } from "@/components/order/order-date";
import type { FollowOrder } from "@/components/order/use-live-order";
import { useMyOrder } from "./use-my-order";
import { useReorder } from "./use-reorder";

export interface MyOrderCardProps {
  licence: string;
  lang: LanguageCode;
  remembered: RememberedOrder;
  money: MoneySettings;
  timezone: string | null;
  /** Null while ordering is closed: nothing can go back in the cart then. */
  catalogue: ReorderCatalogue | null;
  follow?: FollowOrder;
}

/** One remembered order: its number, date, total and live status, a link to it, and Reorder. */
export function MyOrderCard({ licence, lang, remembered, money, timezone, catalogue, follow }: MyOrderCardProps) {
  const t = useTranslations("MyOrders");
  const statuses = useTranslations("OrderStatus");
  const state = useMyOrder(licence, lang, remembered.uuid, follow);
  if (state.kind !== "ready") {
    return (
      <li className="rounded-md border border-current/20 p-4">
        <p>{state.kind === "loading" ? t("loadingOrder") : t("orderUnavailable")}</p>
      </li>
    );
  }
  const { order } = state;
  const number = order.padded_order_id ?? order.uuid.slice(0, 8);
  return (
    <li className="flex flex-col gap-2 rounded-md border border-current/20 p-4">
      <h2 className="font-title text-lg">{t("orderNumber", { number })}</h2>
      <p className="text-sm opacity-80">{formatOrderDate(order.created, timezone, lang, money.enable_arabic_numerals === true)}</p>
      <p>{t("total", { amount: formatMoney(toMilli(order.total), money, lang) })}</p>
      <p role="status" className="font-bold">
        {t("status", { status: statuses(order.status) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link
          href={`/order/${encodeURIComponent(order.uuid)}/`}
          aria-label={t("viewOrderLabel", { number })}
          className="inline-flex min-h-11 items-center rounded border border-current px-4 focus-visible:outline-2"
        >
          {t("viewOrder")}
        </Link>
        {catalogue && <ReorderButton catalogue={catalogue} order={order} number={number} />}
      </div>
    </li>
  );
}

function ReorderButton({ catalogue, order, number }: { catalogue: ReorderCatalogue; order: Order; number: string }) {
  const t = useTranslations("MyOrders");
  const { reorder, notice } = useReorder(catalogue);
  return (
    <>
      <Button onClick={() => reorder(order)} aria-label={t("reorderLabel", { number })}>
        {t("reorder")}
      </Button>
      {notice && (
        <p role="alert" className="w-full rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-950">
          {notice.added === 0 ? t("noneAvailable") : t("someSkipped", { count: notice.skipped })}{" "}
          {notice.added > 0 && (
            <Link href="/cart/" className="font-bold underline focus-visible:outline-2">
              {t("viewCart")}
            </Link>
          )}
        </p>
      )}
    </>
  );
}
