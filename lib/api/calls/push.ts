import { orderKeyHeaders } from "../order-keys";
import { API_PATHS } from "../paths";
import type { CallOptions } from "../request";
import type { LanguageCode } from "../schemas/language";
import {
  pushKeyAnswer,
  pushSubscribedAnswer,
  pushSubscriptionPayload,
  pushUnsubscribePayload,
  type PushSubscriptionPayloadInput,
} from "../schemas/push";
import type { CallContext } from "./context";

/**
 * Web push of an order's status (issue 29, beyond the specification). Changes are sent with the
 * device's member key, as the order screen's other calls about the order; `lang` is the language the
 * notifications will be in.
 */
export function pushCalls({ transport, path: check, payload, orderKeys }: CallContext) {
  const member = (orderId: string) => orderKeyHeaders(orderKeys, orderId);
  return {
    /** The VAPID public key the browser subscribes with (applicationServerKey). */
    async getOrderPushKey(lang: LanguageCode, orderId: string, call?: CallOptions) {
      const value = check("GET", "order_push");
      const path = API_PATHS.orderPush(value.lang(lang), value.text(orderId));
      return transport.json({ method: "GET", path, options: { cache: "no-store", ...call } }, pushKeyAnswer);
    },
    /** Stores this browser's subscription (PushSubscription.toJSON()) with the order. */
    async subscribeToOrderPush(
      lang: LanguageCode,
      orderId: string,
      subscription: PushSubscriptionPayloadInput | PushSubscriptionJSON,
      call?: CallOptions,
    ) {
      const value = check("PUT", "order_push");
      const path = API_PATHS.orderPush(value.lang(lang), value.text(orderId));
      const body = payload(pushSubscriptionPayload, subscription, "PUT", path);
      return transport.json({ method: "PUT", path, body, headers: member(orderId), options: call }, pushSubscribedAnswer);
    },
    /** Forgets this browser's subscription to the order. */
    async unsubscribeFromOrderPush(lang: LanguageCode, orderId: string, endpoint: string, call?: CallOptions) {
      const value = check("DELETE", "order_push");
      const path = API_PATHS.orderPush(value.lang(lang), value.text(orderId));
      const body = payload(pushUnsubscribePayload, { endpoint }, "DELETE", path);
      return transport.json({ method: "DELETE", path, body, headers: member(orderId), options: call }, pushSubscribedAnswer);
    },
  };
}
