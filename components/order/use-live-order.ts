import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { BROWSER_API_BASE, browserApi } from "@/lib/api/browser";
import { browserDeviceKey } from "@/lib/cart/device-key";
import type { LanguageCode } from "@/lib/api/schemas/language";
import { orderStatus, type Order } from "@/lib/api/schemas/order";
import { followOrder, type FollowOrderDeps } from "@/lib/realtime/follow-order";
import type { Unsubscribe } from "@/lib/realtime/order-realtime";

export const orderQueryKey = (lang: string, uuid: string) => ["order", lang, uuid] as const;

export type FollowOrder = (lang: string, uuid: string, onUpdate: Parameters<typeof followOrder>[2]) => Unsubscribe;

export const followFromBrowser: FollowOrder = (lang, uuid, onUpdate) => {
  const api = browserApi();
  const deps: FollowOrderDeps = {
    getRealtimeTransport: (language, id) => api.getRealtimeTransport(language as LanguageCode, id),
    baseUrl: BROWSER_API_BASE,
    deviceKey: browserDeviceKey,
    // 001 section 8: order fetch errors are logged only.
    onError: (error) => console.warn("order realtime: using the event stream", error),
  };
  return followOrder(lang, uuid, onUpdate, deps);
};

/**
 * The order as the server rendered it, kept live: each `order-update` shows the new status at once
 * and refetches the whole order (lines and amounts can change with the status). Every (re)connection
 * of the stream starts with the current status, so a reconnect refetches too. A change made while
 * the device was offline or the tab hidden (phones suspend sockets) is fetched as soon as it is back,
 * whatever the query's age: the screen must not wait for the stream to notice.
 */
export function useLiveOrder(lang: LanguageCode, initialOrder: Order, follow?: FollowOrder): Order {
  const queryClient = useQueryClient();
  // The subscription lives as long as the screen shows this order, whatever renders in between: a
  // `follow` compared by identity reconnected on every render (the production build turned the default
  // into a new function each call), closing the stream on each status change and each store update.
  const followRef = useRef<FollowOrder>(follow ?? followFromBrowser);
  useEffect(() => {
    followRef.current = follow ?? followFromBrowser;
  }, [follow]);
  const uuid = initialOrder.uuid;
  const key = orderQueryKey(lang, uuid);
  const { data } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => browserApi().getOrder(lang, uuid, { signal, cache: "no-store" }),
    initialData: initialOrder,
    refetchOnReconnect: "always",
    refetchOnWindowFocus: "always",
  });

  useEffect(() => {
    const queryKey = orderQueryKey(lang, uuid);
    return followRef.current(lang, uuid, (update) => {
      const status = orderStatus.safeParse(update.status);
      if (status.success) {
        queryClient.setQueryData<Order>(queryKey, (order) => (order ? { ...order, status: status.data } : order));
      }
      void queryClient.invalidateQueries({ queryKey, exact: true });
    });
  }, [lang, uuid, queryClient]);

  return data;
}
