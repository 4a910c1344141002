import { useTranslations } from "next-intl";
import { useHydrated } from "@/components/cart/use-hydrated";
import { Button } from "@/components/ui/button";
import { browserApi } from "@/lib/api/browser";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { Order } from "@/lib/api/schemas/order";
import { myTabLines } from "@/lib/cart/tab-guest";
import { fromMilli, toMilli } from "@/lib/domain/money";
import { moneyDecimals } from "@/lib/domain/currency";
import { type MoneySettings } from "@/lib/domain/money-format";
import { lineTotal } from "@/lib/domain/totals";
import { myItemsPayment, type MyItemsPayment } from "@/lib/domain/table-tab";

type Props = {
  order: Order;
  lang: LanguageCode;
  money: MoneySettings;
  /** Another payment is on its way: every button waits. */
  disabled: boolean;
  /** Runs the payment call and sends the browser to its payment_url. */
  pay: (call: () => Promise<{ payment_url: string }>) => Promise<void>;
  redirecting: boolean;
};

function paymentOf(order: Order, money: MoneySettings): MyItemsPayment {
  const lines = order.line_items.map((line) => ({
    amount: lineTotal({ unitPrice: toMilli(line.product_price), quantity: line.quantity }),
    cartUuid: line.cart_uuid,
    deleted: (line.status ?? "").toLowerCase() === "deleted",
  }));
  const amounts = { total: toMilli(order.total), balanceDue: toMilli(order.balance_due) };
  return myItemsPayment(lines, myTabLines(), amounts, moneyDecimals(money));
}

/** The name this device's lines show on the tab ("Alice"); "" when they carry none (the table sees "Guest n"). */
export function myTabName(order: Pick<Order, "line_items">, mine: ReadonlySet<string>): string {
  return order.line_items.find((line) => line.cart_uuid !== null && mine.has(line.cart_uuid) && line.added_by)?.added_by ?? "";
}

/**
 * Table tab (issue 16): pays the part of the tab this device's lines make (lib/domain/table-tab). A
 * share is split off the balance due with the split calls and paid at once; the rest stays for the
 * table, as a share anyone can pay or the whole balance.
 */
export function PayMyItems({ order, lang, money, disabled, pay, redirecting }: Props) {
  const t = useTranslations("TableTab");
  const pt = useTranslations("PartnerCheckout");
  // The device's lines are in its storage, which the server's render cannot read.
  const hydrated = useHydrated();
  const payment: MyItemsPayment = hydrated ? paymentOf(order, money) : { kind: "nothing" };
  if (payment.kind === "nothing") return null;

  const start = () =>
    pay(async () => {
      const api = browserApi();
      if (payment.kind === "whole") return api.payFull({ order_id: order.uuid, payment_options: "full", selected_language: lang });
      const [mine, rest] = payment.amounts;
      // The share is named as this device's lines are (issue 24 item 9); the rest stays the table's.
      const name = myTabName(order, myTabLines());
      const split_amounts = [fromMilli(mine), fromMilli(rest)];
      await api.createSplitPayments({ order_id: order.uuid, split_amounts, ...(name ? { guest_names: [name, ""] } : {}) });
      const split = await api.getOrder(lang, order.uuid);
      // The new shares are the last two, in the order sent: mine, then the rest.
      const share = split.split_payments.filter((entry) => entry.status === "AVAILABLE").at(-2);
      if (!share || toMilli(share.amount) !== mine) throw new Error("The new share was not found on the order.");
      return api.paySplit({ order_id: order.uuid, split_payment_uuid: share.uuid, selected_language: lang });
    });

  return (
    <Button disabled={disabled} onClick={() => void start()}>
      {redirecting ? pt("redirecting") : t("payMyItems")}
    </Button>
  );
}
