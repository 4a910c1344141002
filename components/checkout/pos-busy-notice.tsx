import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { placeToken } from "@/components/order/active-table-order-check";
import { PosBusyBox } from "@/components/order/pos-busy-box";
import { browserApi } from "@/lib/api/browser";
import { checksPosBusy, isPosBusy } from "@/lib/domain/active-order";

/**
 * 000 and 001 section 8: 'Table is busy with POS order' on the checkout when the table's active order
 * is the POS's (common_order of /iiko/active-order/). A failed lookup shows nothing: the notice only informs.
 */
export function PosBusyNotice({ menuId, sharesTableOrder }: { menuId: number; sharesTableOrder: boolean }) {
  const t = useTranslations("Order");
  const orderType = useCartStore((state) => state.orderType);
  const token = placeToken(useCartStore((state) => state.orderLocationToken));
  const enabled = checksPosBusy({ sharesTableOrder, orderType, placeToken: token });
  const { data } = useQuery({
    queryKey: ["pos-busy", menuId, token],
    queryFn: ({ signal }) => browserApi().getActiveOrder(token ?? "", menuId, { signal }),
    enabled,
  });
  return enabled && isPosBusy(data) ? <PosBusyBox text={t("posBusy")} /> : null;
}
