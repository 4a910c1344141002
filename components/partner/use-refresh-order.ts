import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { orderQueryKey } from "@/components/order/use-live-order";

/**
 * Refetches the order the screen shows (useLiveOrder's query) and resolves once it is in: the cards'
 * buttons come back only when the order they act on is the new one. 001 section 4: tips, wallet and
 * split calls refetch the order on success.
 */
export function useRefreshOrder(lang: string, uuid: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: orderQueryKey(lang, uuid), exact: true }), [queryClient, lang, uuid]);
}
