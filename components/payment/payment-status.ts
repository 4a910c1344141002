import { PAYMENT_STATUSES, type PaymentStatusAnswer } from "@/lib/api/schemas/payment";

/** What the result view shows: the status and, once the server answered, the order it belongs to. */
export interface PaymentResultData {
  status: string;
  /** The provider's reference from the return query; null when the query lacks it. */
  reference: string | null;
  /** padded_order_id of the order, from the status answer. */
  orderId: string | null;
  orderUuid: string | null;
}

/** 001 section 4: a return screen starts PENDING and stays so until a status call answers. */
export function pendingResult(reference: string | null): PaymentResultData {
  return { status: PAYMENT_STATUSES.pending, reference, orderId: null, orderUuid: null };
}

export function resultFromAnswer(reference: string, answer: PaymentStatusAnswer): PaymentResultData {
  return { status: answer.status, reference, orderId: answer.orderId, orderUuid: answer.orderUUID };
}

export const isPaid = (status: string) => status === PAYMENT_STATUSES.paid;
export const isPending = (status: string) => status === PAYMENT_STATUSES.pending;
