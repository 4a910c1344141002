import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { followFromBrowser, orderQueryKey, type FollowOrder } from "@/components/order/use-live-order";
import { browserApi } from "@/lib/api/browser";
import { isApiError } from "@/lib/api/errors";
import type { LanguageCode } from "@/lib/api/schemas/language";
import { orderStatus, type Order } from "@/lib/api/schemas/order";
import { forgetMyOrder } from "@/lib/cart/my-orders-storage";
import { isActiveStatus } from "@/lib/domain/order-status";

export type MyOrderState = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; order: Order };

/**
 * One remembered order as the venue API has it now (the order screen's query, so either screen finds
 * the other's answer), kept live while it is being handled: a finished order changes no more and holds
 * no event stream (the venue API caps them per guest). An order the API no longer answers for here
 * (deleted, or another venue's) is forgotten quietly.
 */
export function useMyOrder(licence: string, lang: LanguageCode, uuid: string, follow: FollowOrder = followFromBrowser): MyOrderState {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: orderQueryKey(lang, uuid),
    queryFn: ({ signal }) => browserApi().getOrder(lang, uuid, { signal, cache: "no-store" }),
    refetchOnReconnect: "always",
    refetchOnWindowFocus: "always",
    retry: (failures, error) => !isGone(error) && failures < 1,
  });
  const gone = query.isError && isGone(query.error);
  const active = query.data ? isActiveStatus(query.data.status) : false;

  useEffect(() => {
    if (gone) forgetMyOrder(licence, uuid);
  }, [gone, licence, uuid]);

  useEffect(() => {
    if (!active) return;
    const queryKey = orderQueryKey(lang, uuid);
    return follow(lang, uuid, (update) => {
      const status = orderStatus.safeParse(update.status);
      if (status.success) {
        queryClient.setQueryData<Order>(queryKey, (order) => (order ? { ...order, status: status.data } : order));
      }
      void queryClient.invalidateQueries({ queryKey, exact: true });
    });
  }, [active, follow, lang, uuid, queryClient]);

  if (query.data) return { kind: "ready", order: query.data };
  return query.isError ? { kind: "failed" } : { kind: "loading" };
}

/** 404: no such order at this venue. A setup error is an id the client cannot put in a path. */
function isGone(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.kind === "setup");
}
