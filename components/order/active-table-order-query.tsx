import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { Providers } from "@/components/providers";
import { showToast } from "@/components/shell/toasts";
import type { OrderType } from "@/lib/domain/order-type";
import { showActiveTableOrderToast } from "@/lib/domain/active-order";

// One warning per table order and page load: the shell stays mounted across screens.
const announced = new Set<string>();

type Props = { menuId: number; location: string; orderType: OrderType | null };

/** The lookup of ActiveTableOrderCheck, loaded only when the check applies (with React Query). */
export default function ActiveTableOrderQuery(props: Props) {
  return (
    <Providers>
      <TableOrderLookup {...props} />
    </Providers>
  );
}

function TableOrderLookup({ menuId, location, orderType }: Props) {
  const t = useTranslations("Toasts");
  const setActiveOrder = useCartStore((state) => state.setActiveOrder);
  const { data } = useQuery({
    queryKey: ["active-table-order", menuId, location],
    // Loaded on demand: the API client brings the whole zod contract, which every shell screen would
    // otherwise download for a check only the partner venue makes.
    queryFn: async ({ signal }) => (await import("@/lib/api/browser")).browserApi().getActiveOrder(location, menuId, { signal }),
  });
  const found = data?.order_id ?? null;

  useEffect(() => {
    if (!found) return;
    if (showActiveTableOrderToast({ hasActiveTableOrder: true, orderType }) && !announced.has(found)) {
      announced.add(found);
      showToast({ kind: "warning", message: t("activeOrderOnTable") });
    }
    setActiveOrder(found);
  }, [found, orderType, setActiveOrder, t]);

  return null;
}
