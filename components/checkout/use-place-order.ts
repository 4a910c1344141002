import { useCallback, useRef, useState } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useRouter } from "@/i18n/navigation";
import { browserApi } from "@/lib/api/browser";
import { existingOrderOf } from "@/lib/api/errors";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { LineItem, LineItemPayloadInput } from "@/lib/api/schemas/line-item";
import type { OrderCreated, OrderPayloadInput } from "@/lib/api/schemas/order";
import { serverReason, submitErrorKey, type SubmitErrorKey } from "./submit-error";

export interface ExistingOrder {
  uuid: string;
  line_items: LineItem[];
}

export type PlaceOrderState =
  | { status: "idle" }
  | { status: "submitting" }
  /** Created: the browser is on its way to the payment page or the order screen. */
  | { status: "placed"; paymentUrl: string | null }
  | { status: "failed"; error: SubmitErrorKey; detail: string | null }
  /** 409: the table has an active order, offered for merging (001 section 4). */
  | { status: "existingOrder"; existing: ExistingOrder; merging: boolean; error: SubmitErrorKey | null };

export interface PlaceOrderRequest {
  payload: OrderPayloadInput;
  /** The cart's lines as the merge call sends them, should the table already have an order. */
  mergeLines: LineItemPayloadInput[];
  /** Called once the order exists, before the browser leaves (the WhatsApp message). */
  onCreated?: (created: OrderCreated) => void;
}

export interface PlaceOrder {
  state: PlaceOrderState;
  place: (request: PlaceOrderRequest) => Promise<void>;
  merge: () => Promise<void>;
  /** Cancel of the merge dialog: back to the cart, the error cleared. */
  cancelMerge: () => void;
}

/** Sends the guest to the payment page: a full navigation, to another site. */
export function goToPayment(url: string): void {
  window.location.assign(url);
}

/**
 * Order creation and the merge into an existing order. One idempotency key is kept per checkout
 * until an order is made, so a double click, a retry after a lost answer or a second tab's submit of
 * the same attempt all give one order; a request already in flight is never sent twice. The key goes
 * with the request it was first sent with: the venue API refuses a key reused with another request
 * (422), so a guest who changes the cart after a failed attempt makes a new attempt.
 */
export function usePlaceOrder(lang: LanguageCode, leave: (url: string) => void = goToPayment): PlaceOrder {
  const [state, setState] = useState<PlaceOrderState>({ status: "idle" });
  const router = useRouter();
  const orderPlaced = useCartStore((cart) => cart.orderPlaced);
  const attempt = useRef<{ key: string; request: string } | null>(null);
  const busy = useRef(false);
  const pendingMerge = useRef<LineItemPayloadInput[]>([]);
  // The table's token goes with the merge: a table's order takes lines only from its table (issue 10).
  const pendingToken = useRef<string | null>(null);

  const place = useCallback(
    async ({ payload, mergeLines, onCreated }: PlaceOrderRequest) => {
      if (busy.current) return;
      busy.current = true;
      const sent = JSON.stringify(payload);
      if (attempt.current?.request !== sent) attempt.current = { key: crypto.randomUUID(), request: sent };
      setState({ status: "submitting" });
      try {
        const created = await browserApi().createOrder(lang, payload, { idempotencyKey: attempt.current.key });
        attempt.current = null;
        setState({ status: "placed", paymentUrl: created.payment_url });
        onCreated?.(created);
        orderPlaced(created.uuid, created.payment_url);
        if (created.payment_url) leave(created.payment_url);
        else router.push(`/order/${encodeURIComponent(created.uuid)}/`);
      } catch (error) {
        busy.current = false;
        const existing = existingOrderOf(error);
        if (existing) {
          pendingMerge.current = mergeLines;
          pendingToken.current = payload.location_token ?? null;
          setState({ status: "existingOrder", existing, merging: false, error: null });
        } else {
          setState({ status: "failed", error: submitErrorKey(error), detail: serverReason(error) });
        }
      }
    },
    [lang, leave, orderPlaced, router],
  );

  const merge = useCallback(async () => {
    if (state.status !== "existingOrder" || busy.current) return;
    busy.current = true;
    const { existing } = state;
    setState({ ...state, merging: true, error: null });
    try {
      const patched = await browserApi().updateOrder(lang, existing.uuid, {
        line_items: pendingMerge.current,
        location_token: pendingToken.current,
      });
      setState({ status: "placed", paymentUrl: null });
      orderPlaced(patched.uuid, null);
      router.push(`/order/${encodeURIComponent(patched.uuid)}/`);
    } catch (error) {
      busy.current = false;
      setState({ status: "existingOrder", existing, merging: false, error: submitErrorKey(error) });
    }
  }, [lang, orderPlaced, router, state]);

  const cancelMerge = useCallback(() => {
    setState({ status: "idle" });
    router.push("/cart/");
  }, [router]);

  return { state, place, merge, cancelMerge };
}
