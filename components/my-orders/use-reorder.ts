import { useState } from "react";
import { useShallow } from "zustand/react/shallow";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useRouter } from "@/i18n/navigation";
import type { Order } from "@/lib/api/schemas/order";
import type { ReorderCatalogue } from "@/lib/cart/reorder-catalogue";
import { reorderCartLines } from "@/lib/cart/reorder-cart-lines";

/** What Reorder did, when the guest has to be told before going on: some lines, or all, could not go back. */
export type ReorderNotice = { kind: "skipped"; added: number; skipped: number } | null;

/**
 * Reorder: the order's lines that can still be ordered go into the cart, priced by today's menu, and
 * the cart opens. When lines were skipped the guest is told how many here first, with the way to the
 * cart, rather than on a screen they were whisked to.
 */
export function useReorder(catalogue: ReorderCatalogue) {
  const router = useRouter();
  const [notice, setNotice] = useState<ReorderNotice>(null);
  const { addLine, inCart } = useCartStore(
    useShallow((cart) => ({ addLine: cart.addLine, inCart: cart.products.map((line) => line.id).join(",") })),
  );

  function reorder(order: Order) {
    const ids = inCart ? inCart.split(",").map(Number) : [];
    const { lines, skipped } = reorderCartLines(order.line_items, catalogue, ids);
    lines.forEach(addLine);
    if (skipped === 0 && lines.length > 0) {
      router.push("/cart/");
      return;
    }
    setNotice({ kind: "skipped", added: lines.length, skipped });
  }

  return { reorder, notice };
}
