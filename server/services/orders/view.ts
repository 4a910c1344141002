import { asc, eq } from "drizzle-orm";
import { ORDER_PAYMENT_TYPES, type OrderPaymentType } from "@/lib/api/schemas/order";
import { balanceDue, changeDue } from "@/lib/domain/balance";
import { fromMilli, toMilli } from "@/lib/domain/money";
import { tabGuestNumbers } from "@/lib/domain/table-tab";
import { paddedOrderId } from "@/lib/domain/order-number";
import type { Db } from "../../db/client";
import { lineItems, orders, payments, splitPayments } from "../../db/schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text can be an order uuid; anything else is an unknown order, never a database error. */
export function isOrderUuid(value: string): boolean {
  return UUID.test(value);
}

export interface OrderLineView {
  id: number;
  product: number;
  product_sku: string;
  product_name: string;
  product_variation: string;
  variations: number[];
  combo_groups: unknown[];
  product_price: number;
  product_price_currency: string;
  quantity: number;
  special_instructions: string;
  cart_uuid: string | null;
  /** 'Active', or 'Deleted' for lines struck through on the receipt. */
  status: string;
  /** Table tab: the name the adding guest gave, and their device's number on the tab (its id stays here). */
  added_by: string;
  tab_guest_number: number | null;
}

/**
 * GET /{lang}/api/order/{id}/ (lib/api `order`), plus what the receipt and partner calls read:
 * menu, order_type, payment_type, currency, language, discount and the origin.
 */
export interface OrderView {
  uuid: string;
  menu: number;
  status: string;
  created: string;
  /** Our extension (issue 28): when the order reached each status, oldest first, pending at its creation. */
  status_changes: { status: string; at: string }[];
  padded_order_id: string;
  customer_name: string;
  phone: string;
  email: string;
  order_type: string;
  payment_type: string;
  currency: string;
  language: string;
  discounts: { name: string; amount_value: number; free_delivery: boolean }[];
  discount: number;
  delivery_fees: number;
  total: number;
  sub_total: number;
  line_items: OrderLineView[];
  taxes: { id: number; name: string; amount: number }[];
  order_comments: string;
  additional_data: Record<string, unknown> & { tips_amount: number; iiko_loyalty_discounts: unknown[] };
  payments: { payment_type: OrderPaymentType; amount: number }[];
  split_payments: { uuid: string; guest_name: string; amount: number; status: string }[];
  balance_due: number;
  change: number;
  payment_url: string | null;
  /** Status of the latest payment of the whole order through the gateway (issue 11), null when none was started. */
  online_payment_status: string | null;
  common_order: boolean;
  origin_label: string | null;
  origin_type: string | null;
  coupon: string | null;
}

const amount = (text: string) => fromMilli(toMilli(text));
const isOrderPaymentType = (value: string): value is OrderPaymentType => (ORDER_PAYMENT_TYPES as readonly string[]).includes(value);

/**
 * The order as read, or null for an unknown (or malformed) uuid. Only PAID payments are listed and
 * counted towards balance_due and change; Deleted lines stay so the receipt can strike them through.
 */
export async function loadOrderView(db: Db, uuid: string): Promise<OrderView | null> {
  if (!isOrderUuid(uuid)) return null;
  const key = uuid.toLowerCase();
  const [order] = await db.select().from(orders).where(eq(orders.uuid, key)).limit(1);
  if (!order) return null;
  const lines = await db.select().from(lineItems).where(eq(lineItems.orderUuid, key)).orderBy(asc(lineItems.id));
  const paymentRows = await db.select().from(payments).where(eq(payments.orderUuid, key)).orderBy(asc(payments.id));
  const splits = await db.select().from(splitPayments).where(eq(splitPayments.orderUuid, key)).orderBy(asc(splitPayments.createdAt));

  const guestNumbers = tabGuestNumbers(lines);
  const total = toMilli(order.total);
  const counted = paymentRows.map((payment) => ({ amount: toMilli(payment.amount), status: payment.status }));
  const paid = paymentRows.filter((payment) => payment.status === "PAID");
  // Shares of a split order are paid one by one; the whole order's own gateway payments tell its state.
  const online = paymentRows.filter((payment) => payment.paymentType === "card" && payment.splitPaymentUuid === null).at(-1);
  const additional = order.additionalData;
  const loyalty = Array.isArray(additional.iiko_loyalty_discounts) ? additional.iiko_loyalty_discounts : [];
  return {
    uuid: order.uuid,
    menu: order.venueId,
    status: order.status,
    created: order.createdAt.toISOString(),
    status_changes: [{ status: "pending", at: order.createdAt.toISOString() }, ...order.statusChanges],
    padded_order_id: paddedOrderId(order.orderNumber),
    customer_name: order.customerName,
    phone: order.phone,
    email: order.email,
    order_type: order.orderType,
    payment_type: order.paymentType,
    currency: order.currency,
    language: order.language,
    discounts: order.discounts,
    discount: amount(order.discount),
    delivery_fees: amount(order.deliveryFees),
    total: fromMilli(total),
    sub_total: amount(order.subTotal),
    line_items: lines.map((line, index) => ({
      id: line.id,
      product: line.product,
      product_sku: line.productSku,
      product_name: line.productName,
      product_variation: line.productVariation,
      variations: line.variations,
      combo_groups: line.comboGroups,
      product_price: amount(line.productPrice),
      product_price_currency: order.currency,
      quantity: line.quantity,
      special_instructions: line.specialInstructions,
      cart_uuid: line.cartUuid,
      status: line.status,
      added_by: line.addedBy,
      tab_guest_number: guestNumbers[index] ?? null,
    })),
    taxes: order.taxes,
    order_comments: order.orderComments,
    additional_data: { ...additional, tips_amount: amount(order.tipsAmount), iiko_loyalty_discounts: loyalty },
    payments: paid.flatMap((payment) =>
      isOrderPaymentType(payment.paymentType) ? [{ payment_type: payment.paymentType, amount: amount(payment.amount) }] : [],
    ),
    split_payments: splits.map((split) => ({
      uuid: split.uuid,
      guest_name: split.guestName,
      amount: amount(split.amount),
      status: split.status,
    })),
    balance_due: fromMilli(balanceDue(total, counted)),
    change: fromMilli(changeDue(total, counted)),
    payment_url: order.paymentUrl,
    online_payment_status: online?.status ?? null,
    common_order: order.commonOrder,
    origin_label: order.originLabel,
    origin_type: order.originType,
    coupon: order.couponCode,
  };
}
