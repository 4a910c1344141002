import type { OrderPushMessage } from "@/lib/api/schemas/push";
import { isActiveStatus, type OrderStatus } from "@/lib/domain/order-status";

export interface OrderPushChange {
  readonly uuid: string;
  readonly orderNumber: number;
  readonly status: OrderStatus;
  /** When the order reached `status` (ISO 8601). */
  readonly updated: string;
  /** The language the guest subscribed in. */
  readonly language: OrderPushMessage["lang"];
}

/**
 * The message pushed to one browser for an order's status change (issue 29): built once for the venue
 * API's dispatcher (server/services/push/dispatch.ts) and the e2e that delivers it to the worker.
 */
export function orderPushMessageOf({ uuid, orderNumber, status, updated, language }: OrderPushChange): OrderPushMessage {
  return {
    type: "order-status",
    order: uuid,
    order_number: orderNumber,
    status,
    updated,
    final: !isActiveStatus(status),
    lang: language,
    url: `/${language}/order/${uuid}/`,
  };
}
