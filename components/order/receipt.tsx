import { useTranslations } from "next-intl";
import type { Order } from "@/lib/api/schemas/order";
import { isCancelled } from "@/lib/domain/order-status";
import type { MoneySettings } from "@/lib/domain/money-format";
import { localiseDigits } from "@/lib/domain/money-format";
import { receiptView, type ReceiptAmount, type ReceiptLabels } from "@/lib/domain/receipt-view";

interface Props {
  order: Order;
  money: MoneySettings;
  lang: string;
  /** The order's date, formatted on the server in the venue's time zone. */
  date: string;
}

/** The receipt of 001 section 2: date, number, cancelled notice, lines and amounts, order comments. */
export function Receipt({ order, money, lang, date }: Props) {
  const t = useTranslations("Receipt");
  const types = useTranslations("PaymentTypes");
  const tab = useTranslations("TableTab");
  const labels: ReceiptLabels = {
    subtotal: t("subtotal"),
    loyaltyDiscounts: t("loyaltyDiscounts"),
    taxes: t("taxes"),
    deliveryFees: t("deliveryFees"),
    discount: t("discount"),
    tips: t("tips"),
    total: t("total"),
    balanceDue: t("balanceDue"),
    change: t("change"),
    paymentTypes: {
      cash: types("cash"),
      machine: types("machine"),
      card: types("card"),
      loyalty: types("loyalty"),
      blue_wallet: types("blueWallet"),
    },
  };
  const view = receiptView(order, money, lang, labels);
  const number = order.padded_order_id ? localiseDigits(order.padded_order_id, lang, money.enable_arabic_numerals) : null;
  return (
    <section aria-labelledby="receipt-title" className="rounded-lg bg-card-bg p-4 shadow-sm">
      <h2 id="receipt-title" className="font-title text-xl">
        {t("order")} {number !== null && <bdi>#{number}</bdi>}
      </h2>
      <dl className="mt-1 flex gap-2 text-sm">
        <dt>{t("date")}</dt>
        <dd>
          <time dateTime={order.created}>{date}</time>
        </dd>
      </dl>
      {isCancelled(order.status) && <CancelledNotice />}
      <table className="mt-4 w-full border-collapse text-sm">
        <thead>
          <tr className="border-b text-start">
            <th scope="col" className="w-12 py-2 text-start">
              {t("qty")}
            </th>
            <th scope="col" className="py-2 text-start">
              {t("product")}
            </th>
            <th scope="col" className="py-2 text-end">
              {t("price")}
            </th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((line) => {
            const Text = line.deleted ? "del" : "span";
            return (
              <tr key={line.key} className="border-b align-top" data-deleted={line.deleted || undefined}>
                <td className="py-2">
                  <Text>{line.quantity}</Text>
                </td>
                <td className="py-2">
                  <Text className="font-medium">{line.name}</Text>
                  {line.deleted && <span className="sr-only"> ({t("deleted")})</span>}
                  {line.addedBy && (
                    <p className="text-xs opacity-80" data-testid="added-by">
                      {tab("addedBy", { name: "name" in line.addedBy ? line.addedBy.name : tab("guest", { number: line.addedBy.guest }) })}
                    </p>
                  )}
                  {line.details.map((detail, index) => (
                    <p key={index} className="text-xs opacity-80">
                      <Text>{detail}</Text>
                    </p>
                  ))}
                </td>
                <td className="py-2 text-end">
                  <Amount amount={line.price} struck={line.deleted} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <table className="mt-2 w-full text-sm">
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.key} data-row={row.kind} className={row.kind === "total" ? "border-t font-bold" : undefined}>
              <th scope="row" className="py-1 text-start font-normal">
                {row.kind === "total" ? <strong>{row.label}</strong> : row.label}
              </th>
              <td className="py-1 text-end">
                <Amount amount={row.amount} struck={row.struck} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.orderComments !== null && (
        <div className="mt-4 text-sm">
          <h3 className="font-bold">{t("orderComments")}</h3>
          <p className="whitespace-pre-line">{view.orderComments}</p>
        </div>
      )}
    </section>
  );
}

function Amount({ amount, struck }: { amount: ReceiptAmount; struck: boolean }) {
  const Text = struck ? "del" : "span";
  return (
    <>
      <Text className="whitespace-nowrap">
        <bdi>{amount.text}</bdi>
      </Text>
      {amount.alt !== null && (
        <Text className="block whitespace-nowrap text-xs opacity-80">
          <bdi>{amount.alt}</bdi>
        </Text>
      )}
    </>
  );
}

/** 001 section 8: the notice of a rejected or canceled order, announced when it arrives live. */
function CancelledNotice() {
  const t = useTranslations("Order");
  return (
    <p role="alert" className="mt-3 rounded border border-red-700 bg-red-50 p-3 font-medium text-red-800">
      {t("cancelledNotice")}
    </p>
  );
}
